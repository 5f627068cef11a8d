import type { PscDemoPractitioner } from './practitioners.ts';

export interface StandInClient {
  client_id: string;
  client_secret?: string;
  token_endpoint_auth_method?: 'client_secret_basic' | 'client_secret_post' | 'tls_client_auth';
  tls_client_auth_subject_dn?: string;
  redirect_uris: string[];
  post_logout_redirect_uris?: string[];
  userinfo_signed_response_alg?: 'RS256' | 'ES256';
  id_token_signed_response_alg?: 'RS256' | 'ES256';
  /** The class its ID tokens say (`acr`): PSC_ACR unless told; null leaves it out (a provider that does not say). */
  acr?: string | null;
}

export interface PscStandInOptions {
  /** 0 picks a free port. */
  port: number;
  /** Interface to listen on. Default: every interface (as `node:http` does). */
  host?: string;
  /** Address clients use, without the realm path. Default `http(s)://localhost:{port}`. */
  publicUrl?: string;
  clients: StandInClient[];
  /** PEM strings: serve HTTPS, ask every client for a certificate and check it against `ca` (`tls_client_auth`). */
  tls?: { cert: string; key: string; ca: string };
  /** Default PSC_DEMO_PRACTITIONERS. */
  practitioners?: readonly PscDemoPractitioner[];
}

export interface PscStandIn {
  /** `{publicUrl}/auth/realms/esante-wallet`. */
  issuer: string;
  /** `{issuer}/.well-known/wallet-openid-configuration`. */
  discoveryUrl: string;
  /** The public address, without trailing slash nor realm path. */
  url: string;
  /** Every RP-initiated logout of a signed-in practitioner, `sub` as in their tokens, oldest first. */
  logouts: { sub: string; at: Date }[];
  close(): Promise<void>;
}
