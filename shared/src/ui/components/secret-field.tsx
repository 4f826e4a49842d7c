import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import ContentCopyOutlinedIcon from '@mui/icons-material/ContentCopyOutlined';

/** Props of `SecretField`. */
export interface SecretFieldProps {
  label: string;
  value: string;
  /** Label of the copy button (also its tooltip). */
  copyLabel: string;
  /** Told whether the copy worked (clipboards can be refused). */
  onCopied: (copied: boolean) => void;
}

/**
 * A generated secret shown the one time the server answers it (a password, an API key): read-only,
 * left to right even in Arabic, monospace, selected on focus, with a copy button.
 * @example <SecretField label="Password" value={password} copyLabel="Copy" onCopied={toast} />
 */
export function SecretField({ label, value, copyLabel, onCopied }: SecretFieldProps) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      onCopied(true);
    } catch {
      onCopied(false);
    }
  };
  return (
    <TextField
      fullWidth
      label={label}
      value={value}
      onFocus={(e) => e.target.select()}
      slotProps={{
        htmlInput: {
          readOnly: true,
          dir: 'ltr',
          spellCheck: false,
          autoComplete: 'off',
          style: { fontFamily: 'monospace', fontSize: '1.05rem', letterSpacing: '0.04em' },
        },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <Tooltip title={copyLabel}>
                <IconButton onClick={() => void copy()} aria-label={copyLabel}>
                  <ContentCopyOutlinedIcon />
                </IconButton>
              </Tooltip>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
