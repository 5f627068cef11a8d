import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import DialogContentText from '@mui/material/DialogContentText';
import { SIGNUP_CODE_LENGTH } from '@portal/shared';
import { DialogForm } from '../../components/DialogForm.tsx';
import { CodeField } from '../CodeField.tsx';

interface CodeStepProps {
  prefix: string;
  verifying: boolean;
  onVerify: (otp: string) => void;
  onCancel: () => void;
}

/** The 9-character code after the prefix of the e-mail that carried it; sent as soon as it is complete. */
export function CodeStep({ prefix, verifying, onVerify, onCancel }: CodeStepProps) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const change = (value: string) => {
    const next = value.slice(0, SIGNUP_CODE_LENGTH);
    setCode(next);
    if (next.length === SIGNUP_CODE_LENGTH && !verifying) onVerify(next);
  };
  return (
    <DialogForm
      onSubmit={(event) => {
        event.preventDefault();
        if (code !== '') onVerify(code);
      }}
      onCancel={onCancel}
      submitLabel={t('emailValidation.verify')}
      submitDisabled={code === '' || verifying}
    >
      <DialogContentText sx={{ mb: 2 }}>{t('emailValidation.codeSent')}</DialogContentText>
      <CodeField
        label={t('fields.code')}
        value={code}
        onChange={change}
        length={SIGNUP_CODE_LENGTH}
        prefix={prefix}
        autoFocus
      />
    </DialogForm>
  );
}
