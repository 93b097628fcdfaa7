import { zodResolver } from '@hookform/resolvers/zod';
import { contactInputSchema } from '@casa/core';
import type { Resolver } from 'react-hook-form';
import type { z } from 'zod';

// The division and the language are not fields the visitor fills in: they are added from the URL when sending.
const formSchema = contactInputSchema.omit({ division: true, language: true });

export type ContactFormOutput = z.output<typeof formSchema>;

export interface ContactFormValues {
  name: string;
  email: string;
  phone: string;
  message: string;
  acceptPrivacy: boolean;
  website: string;
}

/** Loaded by contact-form.tsx when first needed (components/form/lazy-resolver.ts). */
export const contactResolver = zodResolver(formSchema) as unknown as Resolver<ContactFormValues, unknown, ContactFormOutput>;
