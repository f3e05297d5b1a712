export interface QueryRule {
  type?: string;
  enum?: readonly unknown[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  maxItems?: number;
  uniqueItems?: boolean;
  items?: QueryRule;
}
export interface QueryParameter {
  name: string;
  required: boolean;
  schema: QueryRule;
}
export const OUTPUT: string;
export function queryParameters(doc: unknown): Record<string, QueryParameter[]>;
export function readContract(): unknown;
