import type { DirectoryDoctor } from '../directory/types.ts';

export const doctor: DirectoryDoctor = {
  asipDoctorId: 'asip-1',
  civilTitle: 'MME',
  firstName: 'Jeanne',
  lastName: 'Martin',
  rpps: '10003456789',
  jobPlaces: [{ label: 'Hôpital Nord', city: 'Lyon', zipcode: '69004', finess: '690000001' }],
};

export const directoryUrl = (lastName: string, page = 0, rowsPerPage = 8) =>
  `/api/signup/?firstName=&lastName=${lastName}&rpps=&page=${page}&rowsPerPage=${rowsPerPage}`;
