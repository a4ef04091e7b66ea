import { expect, type APIRequestContext } from '@playwright/test';

/** The API called as `token`'s user: `post` expects a 201, `get` a 2xx; both return the response's `data`. */
export function api(request: APIRequestContext, token: string) {
  const headers = { authorization: `Bearer ${token}` };
  return {
    async post<T>(path: string, data: unknown): Promise<T> {
      const response = await request.post(path, { headers, data });
      expect(response.status(), `${path}: ${await response.text()}`).toBe(201);
      return ((await response.json()) as { data: T }).data;
    },
    async get<T>(path: string): Promise<T> {
      const response = await request.get(path, { headers });
      expect(response.ok(), path).toBe(true);
      return ((await response.json()) as { data: T }).data;
    },
  };
}
