import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PhotoCameraOutlinedIcon from '@mui/icons-material/PhotoCameraOutlined';
import { useId, useRef, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AVATAR_MAX_BYTES, AVATAR_MIME_TYPES, TEAM_MESSAGES } from '@wolvo/shared/contracts';

/** Problem of a chosen avatar file before it is read: its declared type and its size. */
export function avatarFileProblem(file: { type: string; size: number }): string | null {
  if (file.type !== 'image/png' && file.type !== 'image/jpeg') return TEAM_MESSAGES.avatarWrongType;
  if (file.size > AVATAR_MAX_BYTES) return TEAM_MESSAGES.avatarTooLarge;
  return null;
}

/** Whether the first bytes are a PNG or JPEG signature (the server checks the content the same way). */
export function isPngOrJpeg(bytes: Uint8Array): boolean {
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (png.every((b, i) => bytes[i] === b)) return true;
  return bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
}

/** Props of `AvatarField`. */
export interface AvatarFieldProps {
  /** A data URL (or the stored URL), or null: `initials` are shown. */
  value: string | null;
  initials: string;
  onChange: (next: string | null) => void;
  /** A problem found here or by the server (message key of the common namespace). */
  error?: string;
  onError: (key: string | undefined) => void;
  disabled?: boolean;
}

function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}

function readHead(file: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsArrayBuffer(file.slice(0, 8));
  });
}

/**
 * A person's photo (a team member's, one's own in account settings): the preview (initials when none), a button to choose a PNG or JPEG of at most 256 KB and
 * one to remove it. The type (declared and by content) and the size are checked before anything is sent.
 * @example <AvatarField value={avatar} initials="AB" onChange={setAvatar} onError={setError} />
 */
export function AvatarField({
  value,
  initials,
  onChange,
  error,
  onError,
  disabled = false,
}: AvatarFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = avatarFileProblem(file);
    if (problem) return onError(problem);
    try {
      if (!isPngOrJpeg(await readHead(file))) return onError(TEAM_MESSAGES.avatarWrongType);
      onChange(await readAsDataUrl(file));
      onError(undefined);
    } catch {
      onError(TEAM_MESSAGES.avatarWrongType);
    }
  };

  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <Avatar
        src={value ?? undefined}
        alt={value ? t('avatar.preview') : undefined}
        sx={{ width: 64, height: 64, fontSize: 24 }}
        data-testid="avatar-preview"
      >
        {initials || undefined}
      </Avatar>
      <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
        <Typography variant="subtitle2" component="span" id={`${id}-label`}>
          {t('avatar.label')}
        </Typography>
        <Stack direction="row" spacing={1}>
          <Button
            variant="outlined"
            size="small"
            startIcon={<PhotoCameraOutlinedIcon />}
            onClick={() => input.current?.click()}
            disabled={disabled}
          >
            {t('avatar.choose')}
          </Button>
          {value && (
            <Button size="small" color="inherit" onClick={() => onChange(null)} disabled={disabled}>
              {t('avatar.remove')}
            </Button>
          )}
        </Stack>
        <input
          ref={input}
          type="file"
          hidden
          accept={AVATAR_MIME_TYPES.join(',')}
          aria-labelledby={`${id}-label`}
          data-testid="avatar-input"
          onChange={(event) => void choose(event)}
        />
        {error ? (
          <FormHelperText error role="alert">
            {t(error)}
          </FormHelperText>
        ) : (
          <FormHelperText>{t('avatar.hint')}</FormHelperText>
        )}
      </Stack>
    </Stack>
  );
}
