// Answers a broken or hostile portal API might give, for the robustness
// browser tests: wrong shapes, wrong types, nulls, huge strings, markup and
// script in text, and script URLs in every field that becomes an address.
// Any of them executing sets window.__pwned.

export type ListingRoute = 'blogs' | 'teams' | 'reviews' | 'services';

export interface HostilePayload {
  name: string;
  /** JSON value to answer with, or `raw` text sent as application/json. */
  body?: unknown;
  raw?: string;
}

const PWN = 'window.__pwned=1';
const SCRIPT = `<script>${PWN}</script>`;
const IMG = `<img src=x onerror="${PWN}">`;
const JS_URL = `javascript:${PWN}`;
const HUGE = 'A'.repeat(1_000_000);
const ok = (data: unknown) => ({ success: true, message: 'OK', data });

/** Broken envelopes: the same for every listing route. */
const envelopes: HostilePayload[] = [
  { name: 'null body', body: null },
  { name: 'a bare string', body: 'just a string' },
  { name: 'a bare list (no envelope)', body: [{ title: 'x' }] },
  { name: 'an empty object', body: {} },
  { name: 'success without data', body: { success: true } },
  { name: 'data null', body: ok(null) },
  { name: 'data an object', body: ok({ title: 'not a list' }) },
  { name: 'data a string', body: ok('oops') },
  { name: 'success as a string', body: { success: 'yes', data: [] } },
  { name: 'success false with a list', body: { success: false, message: SCRIPT, data: [{ title: 'x' }] } },
  { name: 'list of junk', body: ok([null, 1, 'x', [], true]) },
  { name: 'invalid JSON', raw: '{"success": tru' },
  { name: 'an HTML page', raw: `<html><body>${SCRIPT}</body></html>` },
  { name: '10,000 items', body: ok(Array.from({ length: 10_000 }, (_, i) => ({ id: i, title: `Item ${i}`, name: `Item ${i}` }))) },
  // Sent as text: a JSON parser that guards against it would refuse it on the way in.
  { name: 'prototype pollution keys', raw: '{"success":true,"data":[{"__proto__":{"polluted":true},"title":"x","name":"x"},{"constructor":{"prototype":{"polluted":true}}}]}' },
];

const byRoute: Record<ListingRoute, HostilePayload[]> = {
  blogs: [
    { name: 'blog fields of the wrong types', body: ok([{ id: {}, title: 123, description: {}, file_url: [], file_type: 7, created_at: 'not a date' }]) },
    { name: 'blog with a huge title', body: ok([{ id: 1, title: HUGE, description: HUGE }]) },
    { name: 'blog with script and markup in text', body: ok([{ id: 1, title: SCRIPT, description: IMG, created_at: '2026-01-01' }]) },
    { name: 'blog with a javascript: image', body: ok([{ id: 1, title: 'JS image', file_url: JS_URL, file_type: 'image' }]) },
    { name: 'blog with a javascript: video', body: ok([{ id: 1, title: 'JS video', file_url: `JaVa\tScRiPt:${PWN}`, file_type: 'video' }]) },
    { name: 'blog with a data: URL', body: ok([{ id: 1, title: 'Data URL', file_url: `data:text/html,${SCRIPT}`, file_type: 'image' }]) },
    { name: 'blog with a protocol-relative URL', body: ok([{ id: 1, title: 'Elsewhere', file_url: '//evil.example/x.png' }]) },
  ],
  teams: [
    { name: 'member fields of the wrong types', body: ok([{ name: 42, role: [], description: {}, experience: null, expertise: 'not a list' }]) },
    { name: 'member with script in text', body: ok([{ name: SCRIPT, role: IMG, description: SCRIPT, expertise: [SCRIPT, {}, 5] }]) },
    { name: 'member with javascript: links', body: ok([{ name: 'Eve', linkedin: JS_URL, email: JS_URL, photo_path: JS_URL, image: `data:image/svg+xml,<svg onload="${PWN}"/>` }]) },
    { name: 'member with a huge description', body: ok([{ name: 'Long', description: HUGE, expertise: Array.from({ length: 500 }, () => HUGE.slice(0, 1000)) }]) },
  ],
  reviews: [
    { name: 'review fields of the wrong types', body: ok([{ type: 'admin', reviewer_name: 5, review: {}, rating: 'NaN', results: 'x' }]) },
    { name: 'review with out-of-range ratings', body: ok([{ reviewer_name: 'A', review: 'x', rating: -5 }, { reviewer_name: 'B', review: 'y', rating: 1e308 }, { reviewer_name: 'C', review: 'z', rating: '5; DROP TABLE reviews' }]) },
    { name: 'review with script in text and results', body: ok([{ reviewer_name: SCRIPT, review: IMG, title: SCRIPT, results: [SCRIPT, {}, null, '<b>bold</b>'] }]) },
    { name: 'review with javascript: images', body: ok([{ reviewer_name: 'X', review: 'y', reviewer_image: JS_URL, avatar: JS_URL }]) },
  ],
  services: [
    { name: 'service fields of the wrong types', body: ok([{ title: [], name: {}, description: 5, features: 'nope', expertise: {} }]) },
    { name: 'service with script in text', body: ok([{ title: SCRIPT, description: IMG, features: [SCRIPT, 1, 2, 3, 4, 5] }]) },
    { name: 'service with a javascript: route', body: ok([{ key: 'other', title: 'Evil', route: JS_URL, buttonText: SCRIPT }]) },
    { name: 'service with a protocol-relative route', body: ok([{ key: 'other', title: 'Away', route: '//evil.example/' }]) },
  ],
};

/**
 * The payloads a listing page is checked with in the browser: its own hostile items, and on the
 * blog list also the broken envelopes. Every listing reads an envelope the same way (the shared
 * strict read, then its hook's fallback, each hook tested with them in hooks.test.tsx), so one page
 * shows they cannot reach the screen; loading every page once per envelope only repeated it.
 */
export function hostilePayloads(route: ListingRoute): HostilePayload[] {
  return [...(route === 'blogs' ? envelopes : []), ...byRoute[route]];
}
