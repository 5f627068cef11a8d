import type { DirectoryDoctor } from '../directory/types.ts';

export const doctor: DirectoryDoctor = {
  asipDoctorId: 'asip-1',
  civilTitle: 'MME',
  firstName: 'Jeanne',
  lastName: 'Martin',
  rpps: '10003456789',
  jobPlaces: [{ label: 'Hôpital Nord', city: 'Lyon', zipcode: '69004', finess: '690000001' }],
  hasAccount: false,
};

/** A doctor whose RPPS number already has an account. */
export const registeredDoctor: DirectoryDoctor = {
  ...doctor,
  asipDoctorId: 'asip-2',
  civilTitle: 'M',
  firstName: 'Paul',
  lastName: 'Martin',
  rpps: '10003456797',
  hasAccount: true,
};

export const directoryUrl = (lastName: string, page = 0, rowsPerPage = 8) =>
  `/api/signup/?firstName=&lastName=${lastName}&rpps=&page=${page}&rowsPerPage=${rowsPerPage}`;
