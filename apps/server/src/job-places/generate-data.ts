/** Word lists of the synthetic FINESS file: towns, streets and establishment names. */

/** Department code, department label, commune code, postcode, routing city. */
export const TOWNS: readonly (readonly [string, string, string, string, string])[] = [
  ['01', 'AIN', '053', '01000', 'BOURG EN BRESSE'],
  ['06', 'ALPES-MARITIMES', '088', '06000', 'NICE'],
  ['13', 'BOUCHES-DU-RHÔNE', '055', '13005', 'MARSEILLE'],
  ['13', 'BOUCHES-DU-RHÔNE', '001', '13100', 'AIX EN PROVENCE'],
  ['14', 'CALVADOS', '118', '14000', 'CAEN'],
  ['2A', 'CORSE-DU-SUD', '004', '20000', 'AJACCIO'],
  ['2B', 'HAUTE-CORSE', '033', '20200', 'BASTIA'],
  ['21', 'CÔTE-D’OR', '231', '21000', 'DIJON'],
  ['25', 'DOUBS', '056', '25000', 'BESANCON'],
  ['29', 'FINISTÈRE', '019', '29200', 'BREST'],
  ['31', 'HAUTE-GARONNE', '555', '31300', 'TOULOUSE'],
  ['33', 'GIRONDE', '063', '33000', 'BORDEAUX'],
  ['34', 'HÉRAULT', '172', '34000', 'MONTPELLIER'],
  ['35', 'ILLE-ET-VILAINE', '238', '35000', 'RENNES'],
  ['37', 'INDRE-ET-LOIRE', '261', '37000', 'TOURS'],
  ['38', 'ISÈRE', '185', '38000', 'GRENOBLE'],
  ['42', 'LOIRE', '218', '42000', 'SAINT ETIENNE'],
  ['44', 'LOIRE-ATLANTIQUE', '109', '44000', 'NANTES'],
  ['45', 'LOIRET', '234', '45000', 'ORLEANS'],
  ['49', 'MAINE-ET-LOIRE', '007', '49000', 'ANGERS'],
  ['51', 'MARNE', '454', '51100', 'REIMS'],
  ['54', 'MEURTHE-ET-MOSELLE', '395', '54000', 'NANCY'],
  ['57', 'MOSELLE', '463', '57000', 'METZ'],
  ['59', 'NORD', '350', '59000', 'LILLE'],
  ['63', 'PUY-DE-DÔME', '113', '63000', 'CLERMONT FERRAND'],
  ['64', 'PYRÉNÉES-ATLANTIQUES', '445', '64000', 'PAU'],
  ['67', 'BAS-RHIN', '482', '67000', 'STRASBOURG'],
  ['69', 'RHÔNE', '383', '69003', 'LYON'],
  ['69', 'RHÔNE', '383', '69008', 'LYON'],
  ['69', 'RHÔNE', '266', '69100', 'VILLEURBANNE'],
  ['72', 'SARTHE', '181', '72000', 'LE MANS'],
  ['75', 'PARIS', '056', '75013', 'PARIS'],
  ['75', 'PARIS', '056', '75015', 'PARIS'],
  ['76', 'SEINE-MARITIME', '540', '76000', 'ROUEN'],
  ['80', 'SOMME', '021', '80000', 'AMIENS'],
  ['83', 'VAR', '137', '83000', 'TOULON'],
  ['86', 'VIENNE', '194', '86000', 'POITIERS'],
  ['87', 'HAUTE-VIENNE', '085', '87000', 'LIMOGES'],
  ['92', 'HAUTS-DE-SEINE', '012', '92100', 'BOULOGNE BILLANCOURT'],
  ['974', 'LA RÉUNION', '411', '97400', 'SAINT DENIS'],
];

export const SAINTS = [
  'Sainte-Anne',
  'Saint-Joseph',
  'Saint-Éloi',
  'Sainte-Thérèse',
  'Saint-Vincent-de-Paul',
  'Notre-Dame',
  'Saint-Grégoire',
  'Sainte-Marguerite',
];

export const QUALIFIERS = [
  'du Parc',
  'des Cèdres',
  'de l’Espérance',
  'du Val d’Ouest',
  'des Émeraudes',
  'de la Sauvegarde',
  'Pasteur',
  'Bellevue',
  'Les Tilleuls',
  'du Château',
  'de l’Étang',
  'Mutualiste',
];

export const SURNAMES = ['Lefèvre', 'Guérin', 'Bérard', 'Mercier', 'Chevallier', 'Roussel', 'Gaillard', 'Noël'];

/** Name template (`{town}`, `{saint}`, `{qualifier}`, `{surname}`) and category fields. */
export const KINDS: readonly { name: string; category: readonly [string, string, string, string] }[] = [
  {
    name: 'Centre hospitalier de {town}',
    category: ['355', 'Centre Hospitalier (C.H.)', '1102', 'Centres Hospitaliers'],
  },
  {
    name: 'Centre hospitalier universitaire de {town}',
    category: ['101', 'Centre Hospitalier Régional (C.H.R.)', '1101', 'Centres Hospitaliers Régionaux'],
  },
  { name: 'Clinique {saint}', category: ['365', 'Etablissement de Soins Pluridisciplinaire', '1106', 'Cliniques'] },
  { name: 'Clinique {qualifier}', category: ['365', 'Etablissement de Soins Pluridisciplinaire', '1106', 'Cliniques'] },
  {
    name: 'Polyclinique {qualifier}',
    category: ['365', 'Etablissement de Soins Pluridisciplinaire', '1106', 'Cliniques'],
  },
  {
    name: 'Hôpital privé {saint}',
    category: ['365', 'Etablissement de Soins Pluridisciplinaire', '1106', 'Cliniques'],
  },
  {
    name: 'Cabinet d’anatomie et cytologie pathologiques {surname}',
    category: ['698', 'Autre Etablissement Loi Hospitalière', '1109', 'Autres Etablissements Sanitaires'],
  },
  {
    name: 'Cabinet d’anatomie et cytologie pathologiques de {town}',
    category: ['698', 'Autre Etablissement Loi Hospitalière', '1109', 'Autres Etablissements Sanitaires'],
  },
  {
    name: 'Laboratoire de biologie médicale {qualifier}',
    category: ['611', 'Laboratoire de Biologie Médicale', '2206', 'Laboratoires'],
  },
  {
    name: 'Laboratoire d’anatomie pathologique {surname}',
    category: ['611', 'Laboratoire de Biologie Médicale', '2206', 'Laboratoires'],
  },
  {
    name: 'Institut de cancérologie {qualifier}',
    category: ['131', 'Centre de Lutte Contre Cancer', '1103', 'Centres de Lutte Contre le Cancer'],
  },
  { name: 'Maison de santé {qualifier}', category: ['603', 'Maison de santé (L.6223-3)', '2204', 'Maisons de Santé'] },
];

/** Street type code and street name. */
export const STREETS: readonly (readonly [string, string])[] = [
  ['R', 'de la République'],
  ['AV', 'du Général de Gaulle'],
  ['BD', 'Pasteur'],
  ['R', 'de l’Église'],
  ['PL', 'de l’Hôtel de Ville'],
  ['RTE', 'de Paris'],
  ['CHE', 'des Écoliers'],
  ['QUAI', 'Saint-Antoine'],
  ['R', 'Professeur Florence'],
  ['AV', 'Jean Jaurès'],
  ['BD', 'de la Croix-Rousse'],
  ['ALL', 'des Châtaigniers'],
];
