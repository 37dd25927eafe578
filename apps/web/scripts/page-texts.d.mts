import type { Plugin } from 'vite';

export const ROUTE_TABLE: string;
export function namespacesIn(src?: string): Set<string>;
export function textsOf(entry: string, src?: string, known?: Set<string>): string[];
export function withPageTexts(code: string, file?: string, src?: string): string;
export function pageTextsPlugin(): Plugin;
