// The Jest environment of every package: jest-fixed-jsdom, the jsdom that MSW
// recommends for Jest (Node's fetch, Request, Response, streams, AbortSignal
// and TextEncoder instead of jsdom's gaps), with jsdom's own FormData back.
// jest-fixed-jsdom swaps in Node's FormData too, which cannot read a <form>:
// `new FormData(form)`, as the site's forms do, throws "Argument 1 could not
// be converted". No test sends a FormData through fetch, so jsdom's is right.
import FixedJSDOMEnvironment from 'jest-fixed-jsdom';

/** Where jsdom (its webidl2js bindings) keeps every interface it installed on a window. */
const JSDOM_INTERFACES = Symbol.for('[webidl2js] constructor registry');

export default class VitalTestEnvironment extends FixedJSDOMEnvironment {
  constructor(...args: ConstructorParameters<typeof FixedJSDOMEnvironment>) {
    super(...args);
    const interfaces = Reflect.get(this.global, JSDOM_INTERFACES) as { FormData?: typeof FormData } | undefined;
    const jsdomFormData = interfaces?.FormData;
    if (!jsdomFormData) throw new Error("jest-environment.ts: jsdom's FormData was not found; see the note at the top");
    this.global.FormData = jsdomFormData;
  }
}
