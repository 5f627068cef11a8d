import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { labels, messages, recoveryCodeMessages } from '@portal/shared';
import { anonymous, fakeServer } from '../test/fakeServer.ts';
import { renderRoute } from '../test/renderRoute.tsx';

const codes = labels.recoveryCodes;

describe('A recovery code in place of the authenticator app', () => {
  it('switches the field, posts the recovery code to its own step, and switches back', async () => {
    fakeServer(anonymous);
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {});
    const { user } = renderRoute('/totp?interactionId=int-2');
    await user.click(screen.getByRole('button', { name: codes.useCode }));
    const field = screen.getByRole('textbox', { name: new RegExp(codes.codeField) });
    expect(document.activeElement).toBe(field);

    await user.click(screen.getByRole('button', { name: labels.app.validate }));
    expect(screen.getByText(messages.required)).toBeTruthy();
    expect(submit).not.toHaveBeenCalled();

    await user.type(field, '7kq2m-xw9dh{Enter}');
    expect(submit).toHaveBeenCalledTimes(1);
    const form = field.closest('form')!;
    expect(form.getAttribute('action')).toBe('/oidc/interaction/int-2/recovery-code');
    expect(Object.fromEntries(new FormData(form))).toEqual({ prompt: 'totp', recoveryCode: '7kq2m-xw9dh' });

    await user.click(screen.getByRole('button', { name: codes.useApp }));
    expect(screen.getByLabelText(/Code de vérification/)).toBeTruthy();
  });

  it('opens on the recovery code with its refusal, and is not offered with the code by e-mail', async () => {
    fakeServer(anonymous);
    const refused = renderRoute('/totp?interactionId=int-2&err=recoveryCodeMismatch');
    expect(screen.getByText(recoveryCodeMessages.mismatch)).toBeTruthy();
    expect(screen.getByRole('textbox', { name: new RegExp(codes.codeField) })).toBeTruthy();
    refused.unmount();
    renderRoute('/otp?interactionId=int-1');
    expect(screen.queryByRole('button', { name: codes.useCode })).toBeNull();
  });
});
