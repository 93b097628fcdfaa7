import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorHandler, HttpError } from './errors.js';

const logged: unknown[] = [];
let server: http.Server;
let baseUrl: string;

beforeAll(async () => {
  const app = express();
  app.get('/half', (_req, res, next) => {
    res.status(200).setHeader('content-type', 'text/plain');
    res.write('first part of a long answer…');
    setTimeout(() => next(new Error('the source broke half-way')), 10);
  });
  app.get('/client-fault', () => {
    throw new HttpError(404, 'Recurso no encontrado');
  });
  app.use(errorHandler((_message, error) => logged.push(error)));
  server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('errorHandler', () => {
  it('closes a response whose headers were already sent, and logs the error, instead of leaving it open', async () => {
    const response = await fetch(`${baseUrl}/half`);
    expect(response.status).toBe(200);
    await expect(response.text()).rejects.toThrow();
    expect(logged).toEqual([expect.objectContaining({ message: 'the source broke half-way' })]);
  });

  it('still answers client errors as JSON with their message', async () => {
    const response = await fetch(`${baseUrl}/client-fault`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'Recurso no encontrado' });
  });
});
