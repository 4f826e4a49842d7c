import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from '@wolvo/shared/router';
import type { WheelBody, WheelDetail } from '@wolvo/shared/contracts';
import { errorTextOf, isCancelledRequest } from '@wolvo/shared/http';
import { showToast } from '@wolvo/shared/ui/toast';
import { PageHeading } from '@wolvo/shared/ui/components/page-heading';
import { NAMESPACE } from '../../i18n/namespace';
import { addWheel, editWheel, getWheel } from '../../api/wheels';
import { WheelEditor } from '../../components/wheel-editor';

/** Add a wheel (`fortune-wheel/add`), or edit one (`fortune-wheel/add?edit={id}`). */
export default function AddWheelPage() {
  const { t } = useTranslation(NAMESPACE);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const editId = Number(params.get('edit')) || null;
  const [initial, setInitial] = useState<WheelDetail | null>(null);
  const [error, setError] = useState<string | null>(null);
  const listPath = pathname.replace(/\/add$/, '');

  useEffect(() => {
    if (!editId) return;
    const controller = new AbortController();
    getWheel(editId, controller.signal).then(setInitial, (failure: unknown) => {
      if (!isCancelledRequest(failure)) setError(errorTextOf(failure));
    });
    return () => controller.abort();
  }, [editId]);

  const save = async (body: WheelBody) => {
    const wheel = editId ? await editWheel(editId, body) : await addWheel(body);
    showToast(t('editor.saved'), 'success');
    navigate(`${listPath}/${wheel.id}`);
  };

  return (
    <Stack spacing={2}>
      <PageHeading namespace={NAMESPACE} page="add-wheel" section="fortune-wheel" />
      <Typography color="text.secondary">
        {editId ? t('editor.title-edit') : t('editor.title-add')}
      </Typography>
      {error && <Alert severity="error">{t(error, { ns: 'common' })}</Alert>}
      {editId && !initial && !error && <Skeleton variant="rounded" height={320} />}
      {(!editId || initial) && (
        <WheelEditor initial={initial} onSave={save} onCancel={() => navigate(listPath)} />
      )}
    </Stack>
  );
}
