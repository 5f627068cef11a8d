import type { ClientApp, ClientConfig, CurrentUser, UserProfile } from '@portal/shared';

const reportApp: ClientApp = {
  client_id: 'demo-client',
  client_name: 'Application de démonstration',
  portal_name: 'Compte-rendus',
  main_url: 'https://reports.test/',
  logged_main_url: 'https://reports.test/login',
  link_only: false,
  ask_email_choice: true,
  style: {
    iconUrl: '/tiles/report.svg',
    hoverIconUrl: '/tiles/report-hover.svg',
    background: '#0b5c8a',
    color: '#ffffff',
  },
};

const agendaApp: ClientApp = {
  client_id: 'agenda',
  client_name: 'Agenda des centres',
  portal_name: 'Agenda',
  main_url: 'https://agenda.test/',
  logged_main_url: 'https://agenda.test/login',
  link_only: false,
  ask_email_choice: false,
  style: { background: '#2e7d32', color: '#ffffff' },
};

const directoryApp: ClientApp = {
  client_id: 'annuaire-sante',
  client_name: 'Annuaire santé',
  portal_name: 'Annuaire santé',
  main_url: 'https://annuaire.sante.fr/',
  logged_main_url: 'https://annuaire.sante.fr/',
  link_only: true,
  ask_email_choice: false,
  style: {},
};

export const clientConfig: ClientConfig = {
  top_menu: {
    tagline: "Le portail des professionnels de l'anatomie et cytologie pathologiques",
    logo_url: '/logo.svg',
    links: [
      { label: 'Accueil', url: '/' },
      { label: 'Aide', url: '/user-guide/UserGuide.html' },
    ],
    top_links: [{ label: 'Annuaire santé', url: 'https://annuaire.sante.fr/' }],
    universes: [{ label: 'Médecins', url: '/#/signUp/choice' }],
  },
  footer: {
    logo_url: '/logo.svg',
    links: [{ label: 'Contact', url: 'mailto:support@portail-anapath.fr' }],
    subFooter: '© Portail Anapath',
  },
  tracking: {
    sentenceBefore: '',
    sentenceAfter: '',
    btnRejectCookies: 'Refuser',
    btnAcceptCookies: 'Accepter',
    btnCookiesPolicy: 'Politique relative aux cookies',
    btnManageCookies: 'Gérer les cookies',
    requires_consent: true,
  },
  oidc_clients: [reportApp, agendaApp, directoryApp],
  main_grid: {
    disclaimer: {
      display: 'above',
      img_title: 'Information',
      text: '<p>Connectez-vous pour accéder à vos applications.</p>',
    },
    disclaimerForLoggedUsers: { display: 'below', img_title: 'Information', text: '<p>Cliquez sur une tuile.</p>' },
  },
  auth: { otp_is_mandatory: true },
  blocked_email_domains: [],
  password_security: {
    min_length: 10,
    mandatory_patterns: {
      lowercase_pattern: '[a-z]',
      uppercase_pattern: '[A-Z]',
      digit_pattern: '[0-9]',
      special_char_pattern: '[!@#$%^&*]',
    },
    special_chars_utf8: '!@#$%^&*',
    min_score: 3,
  },
  accessibility: { conformance_state: 'partiellement conforme' },
};

export const jeanne: CurrentUser = {
  userId: 'u1',
  civilTitle: 'MME',
  firstName: 'Jeanne',
  lastName: 'Martin',
  activated: true,
  locked: false,
  hasUserRights: true,
  hasAdminRights: false,
};

export const jeanneProfile: UserProfile = {
  ...jeanne,
  rpps: null,
  isCorporation: false,
  isAdmin: false,
  isSuperAdmin: false,
  emails: [
    { emailId: 'e1', email: 'jeanne.martin@chu.test', isPrincipal: true, clientApps: [] },
    { emailId: 'e2', email: 'j.martin+labo@cabinet.test', isPrincipal: false, clientApps: [] },
  ],
  phones: [],
  jobs: [],
  jobPlaces: [],
  adminSites: [],
  otp: { validated: false },
  pendingUpdates: [],
};
