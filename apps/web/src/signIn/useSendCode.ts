import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { AUTH_SESSION_OVER, messages, type SendCodeAnswer } from '@portal/shared';
import { ApiError, api } from '../api/api.ts';
import { useNotify } from '../notifications/useNotify.ts';

/**
 * `POST /otp/sendByEmail`: e-mails the sign-in code. Counts the sends (the support button
 * appears after a few) and keeps the last message id and code prefix.
 */
export function useSendCode() {
  const navigate = useNavigate();
  const notify = useNotify();
  const [sends, setSends] = useState(0);
  const [sent, setSent] = useState<SendCodeAnswer>();
  const mutation = useMutation({
    mutationFn: () => api<SendCodeAnswer>('/otp/sendByEmail', { method: 'POST' }),
    onSuccess: (answer) => {
      setSends((count) => count + 1);
      setSent(answer);
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 400 && error.message === AUTH_SESSION_OVER) {
        void navigate('/', { replace: true });
      } else {
        notify.error(messages.sendCodeFailed);
      }
    },
  });
  return {
    send: () => mutation.mutate(),
    isSending: mutation.isPending,
    sends,
    messageId: sent?.messageId,
    prefix: sent?.prefix,
  };
}
