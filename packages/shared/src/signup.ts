/** Sign-up rules and texts shared by the browser and the server (spec sections 5, 8, 9). */
export {};
