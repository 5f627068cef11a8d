import { renderMail } from './layout.ts';

/** To the owner, once a super administrator granted or revoked administrator rights on a centre. */
export const adminRightsChangedMail = ({
  granted,
  adminSite,
  url,
}: {
  granted: boolean;
  adminSite: string;
  url: string;
}) =>
  granted
    ? renderMail({
        subject: "Vous êtes administrateur d'un centre de pathologie sur le Portail Anapath",
        paragraphs: [
          `Un super administrateur vous a confié l'administration du centre de pathologie « ${adminSite} » sur le Portail Anapath.`,
          "Vous validez désormais les comptes de ce centre et les suivez depuis l'espace d'administration.",
        ],
        link: { label: "Ouvrir l'espace d'administration", url },
      })
    : renderMail({
        subject: "Vos droits d'administrateur ont changé sur le Portail Anapath",
        paragraphs: [
          `Un super administrateur vous a retiré l'administration du centre de pathologie « ${adminSite} » sur le Portail Anapath.`,
        ],
      });
