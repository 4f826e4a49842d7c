import { useEffect, useMemo, useRef, useState, type DragEvent } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import DescriptionIcon from '@mui/icons-material/Description';
import { useTranslation } from 'react-i18next';
import { MAX_PAYMENT_DOCUMENTS } from '@wolvo/shared/contracts';
import { showToast } from '@wolvo/shared/ui/toast';

const ACCEPT = 'application/pdf,image/png,image/jpeg';

/** A picked file with its preview (images only; PDFs show an icon). */
function FilePreview({ file, onRemove }: { file: File; onRemove: () => void }) {
  const { t } = useTranslation();
  const url = useMemo(
    () => (file.type.startsWith('image/') ? URL.createObjectURL(file) : null),
    [file],
  );
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return (
    <Stack
      component="li"
      spacing={0.5}
      sx={{ width: 120, alignItems: 'center', position: 'relative', listStyle: 'none' }}
    >
      {url ? (
        <Box
          component="img"
          src={url}
          alt={file.name}
          sx={{ width: 96, height: 96, objectFit: 'cover', borderRadius: 1 }}
        />
      ) : (
        <DescriptionIcon sx={{ fontSize: 96 }} color="action" aria-hidden />
      )}
      <Typography variant="caption" noWrap sx={{ maxWidth: 120 }}>
        {file.name}
      </Typography>
      <IconButton
        size="small"
        aria-label={t('document-dropzone.remove-file', { name: file.name })}
        onClick={onRemove}
        sx={{ position: 'absolute', top: 0, insetInlineEnd: 0, bgcolor: 'background.paper' }}
      >
        <CloseIcon fontSize="small" />
      </IconButton>
    </Stack>
  );
}

/**
 * Drop or pick payment documents (PDF, PNG, JPEG), at most 5: more gives max-allowed-files. The server
 * checks each file's bytes again. Used by add client (mfe-commercial) and the client editor
 * (mfe-reclamation); the files go as repeated `newPaymentDocuments` parts.
 */
export function DocumentDropzone({
  files,
  onChange,
  disabled,
}: {
  files: File[];
  onChange: (files: File[]) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const add = (picked: FileList | null) => {
    if (!picked) return;
    const next = [...files, ...Array.from(picked)];
    if (next.length > MAX_PAYMENT_DOCUMENTS) {
      showToast(t('max-allowed-files'), 'warning');
      onChange(next.slice(0, MAX_PAYMENT_DOCUMENTS));
    } else onChange(next);
  };
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    if (!disabled) add(event.dataTransfer.files);
  };
  return (
    <Stack spacing={1}>
      <Box
        role="button"
        tabIndex={disabled ? -1 : 0}
        aria-disabled={disabled}
        onClick={() => !disabled && input.current?.click()}
        onKeyDown={(e) => {
          if (!disabled && (e.key === 'Enter' || e.key === ' ')) {
            e.preventDefault();
            input.current?.click();
          }
        }}
        onDragOver={(e) => {
          e.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={drop}
        sx={{
          border: 2,
          borderStyle: 'dashed',
          borderColor: over ? 'primary.main' : 'divider',
          borderRadius: 1,
          p: 3,
          textAlign: 'center',
          cursor: disabled ? 'default' : 'pointer',
          color: 'text.secondary',
        }}
      >
        {t('document-dropzone.hint')}
      </Box>
      <input
        ref={input}
        type="file"
        name="newPaymentDocuments"
        aria-label={t('document-dropzone.hint')}
        accept={ACCEPT}
        multiple
        hidden
        onChange={(e) => {
          add(e.target.files);
          e.target.value = '';
        }}
      />
      {files.length > 0 && (
        <>
          <Typography variant="body2">
            {t('document-dropzone.files', { count: files.length })}
          </Typography>
          <Stack component="ul" direction="row" sx={{ flexWrap: 'wrap', gap: 1, p: 0, m: 0 }}>
            {files.map((file, index) => (
              <FilePreview
                key={`${file.name}-${index}`}
                file={file}
                onRemove={() => onChange(files.filter((_, i) => i !== index))}
              />
            ))}
          </Stack>
        </>
      )}
    </Stack>
  );
}
