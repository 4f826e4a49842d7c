import { render } from '@testing-library/react';
import createCache, { type StylisPlugin } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { prefixer } from 'stylis';
import stylisRtlPlugin from 'stylis-plugin-rtl';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import AppBar from '@mui/material/AppBar';
import Avatar from '@mui/material/Avatar';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import InputLabel from '@mui/material/InputLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import OutlinedInput from '@mui/material/OutlinedInput';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Select from '@mui/material/Select';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Tab from '@mui/material/Tab';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Tabs from '@mui/material/Tabs';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { ThemeProvider } from '@mui/material/styles';
import { createWolvoTheme } from './create-theme';
import { mirrorDeclarations, rtlPlugin } from './rtl-plugin';

/** Every style rule `plugins` inserts while the page renders, in order. */
function stylesOf(plugins: StylisPlugin[], mode: 'light' | 'dark'): string[] {
  const container = document.createElement('div');
  document.head.appendChild(container);
  const cache = createCache({ key: 'rtltest', container, stylisPlugins: plugins, speedy: false });
  const view = render(
    <CacheProvider value={cache}>
      <ThemeProvider theme={createWolvoTheme({ mode, direction: 'rtl' })}>
        <Page />
      </ThemeProvider>
    </CacheProvider>,
  );
  const rules = [...container.querySelectorAll('style')].map((tag) => tag.textContent ?? '');
  view.unmount();
  container.remove();
  return rules;
}

/** A page with most of MUI and the styles the app writes by hand (sx), mirrored by both plugins. */
function Page() {
  return (
    <Box dir="rtl">
      <AppBar position="static">
        <Toolbar>
          <IconButton edge="start">x</IconButton>
          <Typography sx={{ ml: 2, flexGrow: 1, textAlign: 'left' }}>title</Typography>
          <Badge badgeContent={3} color="error">
            <Avatar>AB</Avatar>
          </Badge>
        </Toolbar>
      </AppBar>
      <Drawer variant="permanent" anchor="left" open>
        <List>
          <ListItemButton selected>
            <ListItemIcon>i</ListItemIcon>
            <ListItemText primary="item" />
          </ListItemButton>
        </List>
      </Drawer>
      <Breadcrumbs>
        <Link href="#">a</Link>
        <Typography>b</Typography>
      </Breadcrumbs>
      <Stack direction="row" spacing={2} divider={<Divider orientation="vertical" flexItem />}>
        <Button variant="contained" startIcon={<span>s</span>} endIcon={<span>e</span>} loading>
          go
        </Button>
        <Button variant="outlined">out</Button>
        <Chip label="chip" onDelete={() => undefined} avatar={<Avatar>C</Avatar>} />
        <Chip label="small" size="small" variant="outlined" icon={<span>i</span>} />
      </Stack>
      <Alert severity="warning" onClose={() => undefined} action={<Button>retry</Button>}>
        <AlertTitle>title</AlertTitle>
        text
      </Alert>
      <Paper elevation={3} sx={{ p: 2, borderRadius: '4px 8px 12px 16px' }}>
        <Card>
          <CardContent>card</CardContent>
        </Card>
      </Paper>
      <FormControl fullWidth error>
        <InputLabel htmlFor="a">label</InputLabel>
        <OutlinedInput
          id="a"
          label="label"
          startAdornment={<InputAdornment position="start">DT</InputAdornment>}
          endAdornment={<InputAdornment position="end">%</InputAdornment>}
        />
        <FormHelperText>help</FormHelperText>
      </FormControl>
      <FormControl>
        <InputLabel id="s">select</InputLabel>
        <Select labelId="s" label="select" value="1" open={false}>
          <MenuItem value="1">one</MenuItem>
        </Select>
      </FormControl>
      <FormControl>
        <FormLabel>radio</FormLabel>
        <RadioGroup row value="a">
          <FormControlLabel value="a" control={<Radio />} label="a" />
          <FormControlLabel
            value="b"
            control={<Radio size="small" />}
            label="b"
            labelPlacement="start"
          />
        </RadioGroup>
      </FormControl>
      <FormControlLabel control={<Checkbox checked />} label="check" />
      <FormControlLabel control={<Switch checked />} label="switch" />
      <Tabs value={0} variant="scrollable" scrollButtons>
        <Tab label="one" />
        <Tab label="two" />
      </Tabs>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell align="right">h</TableCell>
            <TableCell padding="checkbox">c</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          <TableRow>
            <TableCell align="left">d</TableCell>
            <TableCell>e</TableCell>
          </TableRow>
        </TableBody>
      </Table>
      <TablePagination
        component="div"
        count={100}
        page={1}
        rowsPerPage={10}
        onPageChange={() => undefined}
      />
      <Pagination count={10} page={3} />
      <ToggleButtonGroup value="a" exclusive>
        <ToggleButton value="a">a</ToggleButton>
        <ToggleButton value="b">b</ToggleButton>
      </ToggleButtonGroup>
      <LinearProgress variant="determinate" value={40} />
      <LinearProgress />
      <CircularProgress />
      <Skeleton variant="rounded" />
      <Box
        sx={{
          position: 'absolute',
          left: 4,
          right: 'auto',
          margin: '1px 2px 3px 4px',
          padding: '0 8px 0 16px !important',
          borderWidth: '1px 2px 3px 4px',
          borderColor: 'red green blue rgba(0, 0, 0, 0.5)',
          borderStyle: 'solid dashed none dotted',
          borderRadius: '1px 2px 3px / 4px 5px',
          borderTopLeftRadius: 3,
          boxShadow: '2px 4px 6px rgba(0,0,0,0.2), -1px 0 0 red',
          textShadow: 'red 2px 3px',
          transform: 'translateX(-10px) rotate(45deg) translate(5px, 6px)',
          transformOrigin: 'top left',
          backgroundPosition: '25% 50%',
          backgroundPositionX: '30%',
          background: 'url(/left-right.png) 10% 0 no-repeat',
          cursor: 'ne-resize',
          direction: 'ltr',
          float: 'right',
          clear: 'left',
          transition: 'left 200ms, margin-right 100ms',
          '&::before': { content: '"left"', borderLeft: '2px solid currentColor' },
          '@media (min-width: 600px)': { paddingLeft: 3, marginRight: '-8px' },
          '@keyframes slide': { from: { transform: 'translateX(100%)' }, to: { right: 0 } },
        }}
      />
      <Dialog open>
        <DialogTitle>title</DialogTitle>
        <DialogActions>
          <Button>ok</Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}

describe('the right-to-left style plugin', () => {
  it.each(['light', 'dark'] as const)(
    'mirrors every style of MUI and of the app as stylis-plugin-rtl does (%s)',
    (mode) => {
      const ours = stylesOf([prefixer, rtlPlugin], mode);
      const reference = stylesOf([prefixer, stylisRtlPlugin], mode);
      expect(ours.length).toBeGreaterThan(100);
      expect(ours).toEqual(reference);
    },
  );

  it('mirrors single declarations', () => {
    expect(mirrorDeclarations('margin-left:8px;')).toBe('margin-right:8px;');
    expect(mirrorDeclarations('padding:1px 2px 3px 4px;')).toBe('padding:1px 4px 3px 2px;');
    expect(mirrorDeclarations('border-radius:1px 2px 3px 4px;')).toBe(
      'border-radius:2px 1px 4px 3px;',
    );
    expect(mirrorDeclarations('transform:translateX(-10px);')).toBe('transform:translateX(10px);');
    expect(mirrorDeclarations('background:url(left.png) 0 0;')).toBe(
      'background:url(left.png) 0 0;',
    );
    expect(mirrorDeclarations('direction:ltr;')).toBe('direction:rtl;');
  });
});
