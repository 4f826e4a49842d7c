import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';

/** Width of a side panel: a number of pixels or a responsive value (`{ xs: '100%', sm: 560 }`). */
export type SidePanelWidth =
  number | string | Partial<Record<'xs' | 'sm' | 'md' | 'lg' | 'xl', number | string>>;

/** Props of {@link SidePanel}. */
export interface SidePanelProps {
  open: boolean;
  /** The panel's title (an `h2`), which also names the dialog for assistive technology. */
  title: ReactNode;
  /** A small line above the title (what kind of thing the panel shows). */
  overline?: ReactNode;
  /** Shown between the title and the close button (a status chip, a print button). */
  headerActions?: ReactNode;
  /** The close button's accessible name, in the user's language. */
  closeLabel: string;
  /** Called by the close button, Escape and a click on the backdrop. */
  onClose: () => void;
  /** Buttons kept at the bottom while the body scrolls (at the inline end). */
  footer?: ReactNode;
  /** The panel's width from the `sm` breakpoint (full width on a phone); 520 by default. */
  width?: SidePanelWidth;
  /** Props of the scrolling body (`data-testid`...). */
  bodyProps?: Record<`data-${string}`, string>;
  /**
   * The children lay out the body and the footer themselves with {@link SidePanelBody} and
   * {@link SidePanelFooter} (a form that must hold both its fields and its submit button).
   */
  bare?: boolean;
  children?: ReactNode;
}

/** The scrolling part of a side panel, for a {@link SidePanel} with `bare` children. */
export function SidePanelBody({
  children,
  ...rest
}: { children?: ReactNode } & Record<`data-${string}`, string>) {
  return (
    <Box sx={{ flex: 1, minHeight: 0, overflowY: 'auto', px: 3, py: 2 }} {...rest}>
      {children}
    </Box>
  );
}

/** The bottom row of a side panel's buttons, at the inline end. */
export function SidePanelFooter({ children }: { children?: ReactNode }) {
  return (
    <Stack
      direction="row"
      spacing={1}
      sx={{ justifyContent: 'flex-end', px: 3, py: 1.5, borderTop: 1, borderColor: 'divider' }}
    >
      {children}
    </Stack>
  );
}

/**
 * The right-hand drawer of the dashboards (a record's detail, an editor): a titled header with a close
 * button, a scrolling body and an optional footer of buttons. It opens from the inline end (right in
 * French, left in Arabic, as MUI mirrors `anchor="right"` in a right-to-left theme), is a modal dialog
 * named by its title, and Escape or the backdrop closes it.
 * @example <SidePanel open={id !== null} title={t('x.title')} closeLabel={t('x.close')} onClose={close} footer={<Button>…</Button>}>…</SidePanel>
 */
export function SidePanel({
  open,
  title,
  overline,
  headerActions,
  closeLabel,
  onClose,
  footer,
  width = 520,
  bodyProps,
  bare = false,
  children,
}: SidePanelProps) {
  const id = useId();
  const paperWidth =
    typeof width === 'object' ? { xs: '100%', ...width } : { xs: '100%', sm: width };
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-modal': true,
          'aria-labelledby': `${id}-title`,
          sx: { width: paperWidth, maxWidth: '100%' },
        },
      }}
    >
      <Stack
        direction="row"
        spacing={1}
        sx={{ alignItems: 'center', px: 3, py: 1.5, borderBottom: 1, borderColor: 'divider' }}
      >
        <Box sx={{ flex: 1, minWidth: 0 }}>
          {overline && (
            <Typography variant="caption" color="text.secondary" component="p">
              {overline}
            </Typography>
          )}
          <Typography id={`${id}-title`} variant="h6" component="h2">
            {title}
          </Typography>
        </Box>
        {headerActions}
        <IconButton onClick={onClose} aria-label={closeLabel} edge="end">
          <CloseIcon />
        </IconButton>
      </Stack>
      {bare ? (
        children
      ) : (
        <>
          <SidePanelBody {...bodyProps}>{children}</SidePanelBody>
          {footer && <SidePanelFooter>{footer}</SidePanelFooter>}
        </>
      )}
    </Drawer>
  );
}
