// The one typed `http` of the mock handlers (openapi-msw over the generated `paths`).
// The base URL starts with a wildcard so the same handlers match `/api/v1/...` on any origin:
// the page's origin in the browser and http://localhost in node tests.
import { createOpenApiHttp } from 'openapi-msw';
import type { paths } from '@/api/schema';

export const API_BASE = '*/api/v1';

export const http = createOpenApiHttp<paths>({ baseUrl: API_BASE });
