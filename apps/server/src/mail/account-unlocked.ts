import { renderMail } from './layout.ts';

/** To the owner, once an administrator lifted a lock or a throttle. */
export const accountUnlockedMail = ({ url }: { url: string }) =>
  renderMail({
    subject: 'Votre compte du Portail Anapath est déverrouillé',
    paragraphs: ['Un administrateur a déverrouillé votre compte : vous pouvez de nouveau vous connecter.'],
    link: { label: 'Se connecter au Portail Anapath', url },
  });
