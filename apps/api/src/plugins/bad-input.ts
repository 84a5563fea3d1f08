import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { INVALID_CHARACTERS } from '@oxstrength/shared/constants';
import { badRequest } from '../lib/errors';

// NUL is exactly what these look for.
/* eslint-disable no-control-regex */
/** Any NUL or surrogate code unit: the cheap first look (most text has neither). */
const SUSPECT = /[\u0000\ud800-\udfff]/;
/** NUL, or a surrogate without its other half: text PostgreSQL refuses (or would store mangled). */
const BAD = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
/* eslint-enable no-control-regex */

const isBadText = (s: string) => SUSPECT.test(s) && BAD.test(s);

interface Node {
  value: unknown;
  parent: Node | undefined;
  key: string;
}

/**
 * The dotted path (`address.province`, `carts.0`) of the first string value or key in `input` that is bad text;
 * '' for a bad top-level string; undefined when all is well. Walks without recursion (a 1 MB body can nest
 * deeper than the call stack) and keeps no path until it finds something.
 */
export function findBadText(input: unknown): string | undefined {
  if (input === null || input === undefined) return undefined;
  const stack: Node[] = [{ value: input, parent: undefined, key: '' }];
  while (stack.length > 0) {
    const node = stack.pop()!;
    const { value } = node;
    if (typeof value === 'string') {
      if (isBadText(value)) return pathOf(node);
    } else if (Array.isArray(value)) {
      for (let i = 0; i < value.length; i++) stack.push({ value: value[i], parent: node, key: String(i) });
    } else if (isPlainObject(value)) {
      for (const key of Object.keys(value)) {
        // A bad key is reported on the object that holds it.
        if (isBadText(key)) return pathOf(node);
        stack.push({ value: value[key], parent: node, key });
      }
    }
  }
  return undefined;
}

/**
 * JSON objects, and the router's params and the query (made from a prototype that itself has none); not
 * buffers, streams or other class instances.
 */
function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const proto = Object.getPrototypeOf(value) as object | null;
  return proto === null || proto === Object.prototype || Object.getPrototypeOf(proto) === null;
}

function pathOf(node: Node): string {
  const keys: string[] = [];
  for (let n: Node | undefined = node; n?.parent; n = n.parent) keys.push(n.key);
  return keys.reverse().join('.');
}

const refuse = (field: string) =>
  badRequest(INVALID_CHARACTERS, field ? { errors: { [field]: INVALID_CHARACTERS } } : undefined);

/** The error for a request's bad text, if it has one. */
function badInput(request: FastifyRequest) {
  const inParams = findBadText(request.params);
  if (inParams !== undefined) return refuse(inParams);
  const inQuery = findBadText(request.query);
  if (inQuery !== undefined) return refuse(inQuery);
  const inBody = findBadText(request.body);
  return inBody === undefined ? undefined : refuse(inBody);
}

/**
 * Refuses, with 400 and the usual error reply, any request whose path parameters, query or body hold a NUL
 * character or a lone UTF-16 surrogate, before validation, handlers or the database see it. One hook for every
 * route. A malformed percent-encoding in the path is answered by the router (`frameworkErrors` in errors.ts);
 * in the query it stays as literal text (fast-querystring decodes only valid sequences), which is harmless.
 * Unmatched requests (404s, the web app's pages) are left alone.
 */
export const badInputPlugin = fp(async (app: FastifyInstance) => {
  // A callback hook, not an async one: no promise per request on the hot list routes.
  app.addHook(
    'preValidation',
    (request: FastifyRequest, _reply: FastifyReply, done: (err?: Error) => void) => {
      done(request.is404 ? undefined : badInput(request));
    },
  );
});
