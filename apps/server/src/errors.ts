/** Errors that reach the user: each carries its HTTP status and its French message. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code?: string,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, code?: string) => new HttpError(400, message, code);
export const unauthorized = (message = 'Vous devez être connecté.') => new HttpError(401, message);
export const forbidden = (message = "Vous n'avez pas le droit d'effectuer cette action.") =>
  new HttpError(403, message);
export const notFound = (message = 'Ressource introuvable.') => new HttpError(404, message);
