/**
 * Names and places of the synthetic RPPS file: a few common names drawn often (Martin, Bernard...)
 * and many rare ones, with accents, hyphens and apostrophes as in the real directory.
 */
const list = (text: string) => text.split(',').map((item) => item.trim());

export const COMMON_LAST_NAMES = list(`Martin, Bernard, Thomas, Petit, Robert, Richard, Durand, Dubois, Moreau,
  Laurent, Simon, Michel, Lefèvre, Leroy, Roux, David, Bertrand, Morel, Fournier, Girard`);

export const RARE_LAST_NAMES = list(`Bonnet, Dupont, Lambert, Fontaine, Rousseau, Vincent, Muller, Lefebvre, Faure,
  André, Mercier, Blanc, Guérin, Boyer, Garnier, Chevalier, François, Legrand, Gauthier, Garcia, Perrin, Robin,
  Clément, Morin, Nicolas, Henry, Roussel, Mathieu, Gautier, Masson, Marchand, Duval, Denis, Dumont, Marie, Lemaire,
  Noël, Meyer, Dufour, Meunier, Brun, Blanchard, Giraud, Joly, Rivière, Lucas, Brunet, Gaillard, Barbier, Arnaud,
  Martinez, Gérard, Roche, Renard, Schmitt, Roy, Leroux, Colin, Vidal, Caron, Picard, Roger, Fabre, Aubert, Lemoine,
  Renaud, Dumas, Lacroix, Olivier, Philippe, Bourgeois, Pierre, Benoît, Rey, Leclerc, Payet, Rolland, Leclercq,
  Guillaume, Lecomte, Lopez, Jean, Dupuy, Guillot, Hubert, Berger, Carpentier, Sanchez, Dupuis, Moulin, Louis,
  Deschamps, Huet, Vasseur, Perez, Boucher, Fleury, Royer, Klein, Jacquet, Adam, Paris, Poirier, Marty, Aubry, Guyot,
  Carré, Charles, Renault, Charpentier, Ménard, Maillard, Baron, Bertin, Bailly, Hervé, Schneider, Fernandez, Le Gall,
  Collet, Léger, Bouvier, Julien, Prévost, Millet, Perrot, Daniel, Le Roux, Cousin, Germain, Breton, Besson, Langlois,
  Rémy, Le Goff, Pelletier, Lévêque, Perrier, Leblanc, Barré, Lebrun, Marchal, Weber, Mallet, Hamon, Boulanger, Jacob,
  Monnier, Michaud, Rodriguez, D'Almeida, N'Diaye, Ollivier, Gómez, Bénard, Châtelain, Crépin, Désiré, Éloi,
  Forestier, Grégoire, Hélie, Jégou, Kerbœuf, Lagarde, Mézières, Nédélec, Orsini, Pélissier, Quéré, Régnier,
  Sénéchal, Thévenin, Urvoy, Vérité, Yvinec, Zéphir, Baudoin, Cœur`);

export const FEMALE_FIRST_NAMES = list(`Marie, Claire, Sophie, Camille, Léa, Chloé, Manon, Inès, Émilie, Hélène, Anne,
  Isabelle, Nathalie, Céline, Aurélie, Julie, Élodie, Amélie, Cécile, Valérie, Sandrine, Stéphanie, Laure, Agnès,
  Françoise, Geneviève, Joëlle, Noémie, Zoé, Maëlle, Anne-Sophie, Marie-Hélène, Marie-Christine, Ségolène, Bérénice,
  Anaïs, Gaëlle, Océane, Solène, Mélanie, Séverine, Édith, Josiane, Raphaëlle, Ophélie, Clémence, Lucie, Margaux`);

export const MALE_FIRST_NAMES = list(`Jean, Pierre, Nicolas, Thomas, Julien, Hugo, Lucas, Antoine, François, Stéphane,
  Frédéric, Sébastien, Jérôme, Éric, Grégoire, Benoît, Rémi, Hervé, Loïc, Gaël, Jean-Pierre, Jean-Marc,
  Jean-François, Pierre-Yves, Marc-Antoine, Noël, Joël, Raphaël, Mathéo, Théo, André, Gérard, Régis, Cédric,
  Aurélien, Valentin, Maxime, Mickaël, Anthony, Léo, Bruno, Christophe, Olivier, Xavier, Yannick, Hadrien, Côme,
  Élie, Félix, Timothée`);

/** City, postcode, INSEE commune code. */
export const CITIES = list(`Paris 75013 75113, Lyon 69003 69383, Marseille 13005 13205, Toulouse 31059 31555,
  Nice 06000 06088, Nantes 44093 44109, Strasbourg 67091 67482, Montpellier 34295 34172, Bordeaux 33076 33063,
  Lille 59037 59350, Rennes 35033 35238, Reims 51092 51454, Saint-Étienne 42055 42218, Le Havre 76600 76351,
  Grenoble 38043 38185, Dijon 21079 21231, Angers 49933 49007, Nîmes 30029 30189, Clermont-Ferrand 63003 63113,
  Besançon 25030 25056, Orléans 45067 45234, Rouen 76031 76540, Caen 14033 14118, Nancy 54035 54395,
  Évry-Courcouronnes 91000 91228, Créteil 94010 94028, Béziers 34500 34032, Ajaccio 20090 2A004,
  Bastia 20200 2B033, Pointe-à-Pitre 97110 97120, Châlons-en-Champagne 51000 51108, Saint-Brieuc 22000 22278`).map(
  (entry) => {
    const [code, zipcode, ...name] = entry.split(' ').reverse();
    return { name: name.reverse().join(' '), zipcode: zipcode!, code: code! };
  },
);

export const SITE_PATTERNS = list(`CENTRE HOSPITALIER DE {city}, CHU DE {city}, CLINIQUE SAINT-{saint},
  CABINET DU DR {name}, LABORATOIRE D'ANATOMIE ET CYTOLOGIE PATHOLOGIQUES DE {city}, CENTRE DE PATHOLOGIE {name},
  POLYCLINIQUE DU {place}, HÔPITAL PRIVÉ SAINT-{saint}, SELARL CYTOPATH {city}, CABINET MÉDICAL DES {place}`);
export const SAINTS = list('JOSEPH, LOUIS, ÉLOI, GRÉGOIRE, MICHEL, ANNE, HÉLÈNE, FRANÇOIS');
export const PLACES = list('PARC, LAC, VIEUX-PORT, MOULIN, CHÂTEAU, TILLEULS, PRÉS, ÉTANGS');
