import { useId, type FocusEventHandler, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';

export interface TextInputProps {
  label: ReactNode;
  name?: string;
  value?: unknown;
  onChange?: OutlinedInputProps['onChange'];
  onBlur?: FocusEventHandler<HTMLInputElement | HTMLTextAreaElement>;
  inputRef?: Ref<HTMLInputElement>;
  id?: string;
  type?: string;
  autoComplete?: string;
  autoFocus?: boolean;
  required?: boolean;
  disabled?: boolean;
  error?: boolean;
  /** Under the field: its error message, or else its hint. */
  helperText?: ReactNode;
  fullWidth?: boolean;
  size?: 'small' | 'medium';
  placeholder?: string;
  slotProps?: {
    input?: Pick<OutlinedInputProps, 'startAdornment' | 'endAdornment' | 'readOnly'>;
    htmlInput?: InputHTMLAttributes<HTMLInputElement>;
  };
}

/**
 * MUI's outlined `TextField` without its `select`: the same label, input and helper text, wired by
 * the same ids. `TextField` imports `Select`, and with it the menu, popover and modal code, which the
 * sign-in screen (where most client apps send a doctor) would download for nothing.
 */
export function TextInput({
  label,
  id: givenId,
  required = false,
  disabled = false,
  error = false,
  fullWidth = false,
  size,
  helperText,
  slotProps,
  ...input
}: TextInputProps) {
  const id = useId();
  const inputId = givenId ?? id;
  const helperTextId = helperText ? `${inputId}-helper-text` : undefined;
  return (
    <FormControl required={required} disabled={disabled} error={error} fullWidth={fullWidth} size={size}>
      <InputLabel htmlFor={inputId} id={`${inputId}-label`}>
        {label}
      </InputLabel>
      <OutlinedInput
        {...input}
        {...slotProps?.input}
        id={inputId}
        label={label}
        fullWidth={fullWidth}
        aria-describedby={helperTextId}
        inputProps={slotProps?.htmlInput}
      />
      {helperText && <FormHelperText id={helperTextId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
