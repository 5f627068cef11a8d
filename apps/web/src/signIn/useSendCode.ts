import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { AUTH_SESSION_OVER, RATE_LIMITED, messages, type SendCodeAnswer } from '@portal/shared';
import { ApiError, api } from '../api/api.ts';
import { useNotify } from '../notifications/useNotify.ts';

/** What the screen does once a send is answered (moving the focus). */
interface SendCallbacks {
  onSent?: () => void;
  onFailed?: () => void;
}

/** The toast of a refused send: the rate limit (spec section 8), or a failed e-mail. */
function sendError(error: Error): string {
  return error instanceof ApiError && error.code === RATE_LIMITED ? messages.tooManyRequests : messages.sendCodeFailed;
}

/**
 * `POST /otp/sendByEmail`: e-mails the sign-in code. Counts the sends (the support button
 * appears after a few) and keeps the last message id and code prefix (a refused resend leaves
 * that code valid); `sentTo` is the masked address, only while the last send is the one that went.
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
        notify.error(sendError(error));
      }
    },
  });
  return {
    send: ({ onSent, onFailed }: SendCallbacks = {}) =>
      mutation.mutate(undefined, { onSuccess: onSent, onError: onFailed }),
    isSending: mutation.isPending,
    sends,
    messageId: sent?.messageId,
    prefix: sent?.prefix,
    sentTo: mutation.isSuccess ? mutation.data.sentTo : undefined,
  };
}
