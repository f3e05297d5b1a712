/** Types of security-headers.mjs (the app's Content-Security-Policy and security headers). */
export interface ExtraOrigins {
  connectSrc?: readonly string[];
  imgSrc?: readonly string[];
}
export declare function cspDirectives(origins?: ExtraOrigins): Record<string, string[]>;
export declare function metaPolicy(): string;
export declare function headerPolicy(origins?: ExtraOrigins): string;
export declare function securityHeaders(origins?: ExtraOrigins): Record<string, string>;
export declare function headersFile(origins?: ExtraOrigins): string;
export declare function originsFromEnv(env: Record<string, string | undefined>): {
  connectSrc: string[];
  imgSrc: string[];
};
