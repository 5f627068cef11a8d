import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { useTranslation } from 'react-i18next';
import { TextInput, type TextInputProps } from './TextInput.tsx';

/** A password input with a button that shows or hides what was typed. */
export function PasswordField(props: Omit<TextInputProps, 'type'>) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  // Named after its field: a form may ask for a password and its confirmation, each with its button.
  const toggleName = (toggle: 'show' | 'hide') =>
    typeof props.label === 'string'
      ? t(`buttonNames.${toggle}Field`, { field: props.label })
      : t(toggle === 'show' ? 'login.showPassword' : 'login.hidePassword');
  return (
    <TextInput
      {...props}
      type={visible ? 'text' : 'password'}
      slotProps={{
        ...props.slotProps,
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                aria-label={toggleName(visible ? 'hide' : 'show')}
                aria-pressed={visible}
                onClick={() => setVisible((shown) => !shown)}
                edge="end"
              >
                {visible ? <VisibilityOff /> : <Visibility />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
