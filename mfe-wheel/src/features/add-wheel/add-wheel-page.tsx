import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from '@wolvo/shared/router';
import type { WheelBody } from '@wolvo/shared/contracts';
import { wheelApi } from '@wolvo/shared/contracts/fortune-wheel/endpoints';
import { useApiMutation, useApiQuery, queryErrorText } from '@wolvo/shared/query';
import { showToast } from '@wolvo/shared/ui/toast';
import { PageHeading } from '@wolvo/shared/ui/components/page-heading';
import { NAMESPACE } from '../../i18n/namespace';
import { WheelEditor } from '../../components/wheel-editor';

/** Add a wheel (`fortune-wheel/add`), or edit one (`fortune-wheel/add?edit={id}`). */
export default function AddWheelPage() {
  const { t } = useTranslation(NAMESPACE);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const editId = Number(params.get('edit')) || null;
  const listPath = pathname.replace(/\/add$/, '');
  const edited = useApiQuery(
    wheelApi.get,
    { params: { id: editId ?? 0 } },
    // A wheel being edited is not refreshed under the merchant's typing.
    { enabled: editId !== null, staleTime: Infinity },
  );
  const initial = editId ? (edited.data ?? null) : null;
  const error = queryErrorText(edited);
  const changes = { invalidates: [wheelApi.list, wheelApi.get] };
  const add = useApiMutation(wheelApi.add, changes);
  const edit = useApiMutation(wheelApi.edit, changes);

  const save = async (body: WheelBody) => {
    const wheel = editId
      ? await edit.mutateAsync({ params: { id: editId }, body })
      : await add.mutateAsync({ body });
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
