// The public types (src/public-api.ts, shipped as dist/shop-islands.d.ts) say what the code does: checked by
// the typecheck (`npm run typecheck` compiles this file), so a renamed event, a new error reason or a changed
// REST field that the public file misses fails the build. The assertions run as no-ops under vitest.
import { describe, expectTypeOf, it } from 'vitest';
import type { RestRequest as InternalRestRequest, Variation } from './api';
import type { BuilderFrontend } from './builder';
import type { IslandErrorDetail as InternalIslandErrorDetail } from './contract';
import type { LegacyEventName } from './dom/theme-events';
import type { ElementorFrontendApi, IslandErrorDetail, RestRequest, ShopIslandsEventMap, ShopIslandsVariation, ShopStoreView } from './public-api';
import type { ShopStore } from './store';

describe('src/public-api.ts', () => {
  it('names every legacy event the bridge fires or hears, and no other', () => {
    expectTypeOf<keyof ShopIslandsEventMap>().toEqualTypeOf<LegacyEventName>();
  });

  it("gives island:error's detail and a REST request the runtime's own shapes", () => {
    expectTypeOf<IslandErrorDetail>().toEqualTypeOf<InternalIslandErrorDetail>();
    expectTypeOf<RestRequest<{ id: number }>>().toEqualTypeOf<InternalRestRequest<{ id: number }>>();
  });

  it('describes the store and a variation as theme code gets them', () => {
    expectTypeOf<ShopStore>().toExtend<ShopStoreView>();
    expectTypeOf<Variation>().toExtend<ShopIslandsVariation>();
  });

  it("publishes the page builder's front end object with the shape addons are given", () => {
    expectTypeOf<BuilderFrontend>().toExtend<ElementorFrontendApi>();
  });
});
