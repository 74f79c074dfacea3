/**
 * A server row as it arrives over HTTP: instants (Date on the server) become ISO strings. The
 * front-ends type API answers as `AsJson<Row>` of the server's row type, so the two never drift.
 */
export type AsJson<Row> = {
  [K in keyof Row]: Row[K] extends Date ? string : Row[K] extends Date | null ? string | null : Row[K];
};
