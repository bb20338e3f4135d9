/**
 * The web app's runtime configuration, served as /config.json: written from the stack
 * outputs by the CDK app and by the local gateway, read once by the web app at start,
 * so one build runs in every environment.
 */
export interface WebConfig {
  /** Base URL of the HTTP API, without a trailing slash; routes of lib/routes.ts hang off it. */
  apiUrl: string;
  region: string;
  userPoolId: string;
  userPoolClientId: string;
  /** The WebSocket API of live lists (wss://… on AWS); the client sends the access token as `token`. */
  liveUrl: string;
  /** Only locally: the cognito-local URL that Amplify talks to instead of AWS. */
  userPoolEndpoint?: string;
}
