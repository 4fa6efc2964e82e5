/** The authenticated caller, the same for GraphQL and REST (built once by passport-jwt). */
export interface Viewer {
  id: string;
  email: string;
  username: string;
  /** IANA zone for bucketing days, weekdays, hours and months. */
  timezone: string;
  isDemo: boolean;
}
