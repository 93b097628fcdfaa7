import { describe, expect, it } from 'vitest';
import './zod-jitless.js';
import { contactInputSchema } from '@casa/core';
import { z } from 'zod';

describe('zod in the browser', () => {
  it('runs without compiling code (the CSP has no unsafe-eval) and still validates', () => {
    expect(z.config().jitless).toBe(true);
    const result = contactInputSchema.safeParse({});
    expect(result.success).toBe(false);
  });
});
