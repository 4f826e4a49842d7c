import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import { PAYMENT_WEEKDAYS, type PaymentWeekday } from '@wolvo/shared/contracts';

/** Props of `PaymentDaysField`. */
export interface PaymentDaysFieldProps {
  value: readonly PaymentWeekday[];
  onChange: (days: PaymentWeekday[]) => void;
  label: string;
  weekday: (day: PaymentWeekday) => string;
  /** Marks the field refused (its message is shown by the form). */
  error?: boolean;
  disabled?: boolean;
}

/** The days a client or a partner is paid: one box per weekday, kept in the week's order. */
export function PaymentDaysField({
  value,
  onChange,
  label,
  weekday,
  error = false,
  disabled = false,
}: PaymentDaysFieldProps) {
  return (
    <FormControl component="fieldset" error={error} disabled={disabled}>
      <FormLabel component="legend">{label}</FormLabel>
      <FormGroup row>
        {PAYMENT_WEEKDAYS.map((day) => (
          <FormControlLabel
            key={day}
            label={weekday(day)}
            control={
              <Checkbox
                checked={value.includes(day)}
                onChange={(e) =>
                  onChange(
                    // Kept in the week's order whatever order they are ticked in.
                    PAYMENT_WEEKDAYS.filter((d) =>
                      d === day ? e.target.checked : value.includes(d),
                    ),
                  )
                }
              />
            }
          />
        ))}
      </FormGroup>
    </FormControl>
  );
}
