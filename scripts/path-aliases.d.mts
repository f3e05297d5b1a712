/** The app's import aliases (`@`, `@mocks`) as absolute paths; see path-aliases.mjs. */
export declare const pathAliases: Record<'@' | '@mocks', string>;
