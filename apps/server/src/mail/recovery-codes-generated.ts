import { NOT_YOU, renderMail } from './layout.ts';

/** To every address of the account, once new recovery codes replaced the old ones. */
export const recoveryCodesGeneratedMail = () =>
  renderMail({
    subject: 'Nouveaux codes de secours',
    paragraphs: [
      "De nouveaux codes de secours viennent d'être générés pour votre compte du Portail Anapath : les anciens ne fonctionnent plus.",
      NOT_YOU,
    ],
  });
