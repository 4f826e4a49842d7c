import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import AddIcon from '@mui/icons-material/Add';
import FactCheckOutlinedIcon from '@mui/icons-material/FactCheckOutlined';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import UploadFileOutlinedIcon from '@mui/icons-material/UploadFileOutlined';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from '@wolvo/shared/router';
import { NAMESPACE } from '../../../i18n/namespace';

/**
 * The merchant's ways to new orders (import, exchange, add) beside the exchange results; exchange
 * results only read, so VIEW is enough; the others need ADD.
 */
export function NewOrderLinks({ base, canAdd }: { base: string; canAdd: boolean }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Stack
      direction="row"
      useFlexGap
      spacing={1}
      sx={{ flexWrap: 'wrap', justifyContent: { md: 'flex-end' } }}
    >
      <Button
        component={RouterLink}
        to={`${base}/exchange-results`}
        startIcon={<FactCheckOutlinedIcon />}
        sx={{ whiteSpace: 'nowrap' }}
      >
        {t('order-list.exchange-results')}
      </Button>
      {canAdd && (
        <>
          <Button
            component={RouterLink}
            to={`${base}/import`}
            variant="outlined"
            startIcon={<UploadFileOutlinedIcon />}
            sx={{ whiteSpace: 'nowrap' }}
          >
            {t('order-list.import')}
          </Button>
          <Button
            component={RouterLink}
            to={`${base}/add-exchange`}
            variant="outlined"
            startIcon={<SwapHorizIcon />}
            sx={{ whiteSpace: 'nowrap' }}
          >
            {t('order-list.add-exchange')}
          </Button>
          <Button
            component={RouterLink}
            to={`${base}/add-order`}
            variant="contained"
            startIcon={<AddIcon />}
            sx={{ whiteSpace: 'nowrap' }}
          >
            {t('order-list.add')}
          </Button>
        </>
      )}
    </Stack>
  );
}
