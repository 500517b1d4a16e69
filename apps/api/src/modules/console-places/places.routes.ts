import {
  cityBody,
  countryBody,
  envelope,
  idParam,
  messageBody,
  placeCity,
  placeCountry,
  placeOrderBody,
} from '@souq/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { FieldError, HttpError, notFound } from '../../shared/errors.ts';
import { apiMessage } from '../../shared/messages.ts';
import { sameMembers } from '../../shared/same-members.ts';
import { auditedChange } from '../moderation/audited-change.ts';
import { guardConsoleRoutes } from '../moderation/staff.ts';
import {
  cityCount,
  cityFields,
  countryFields,
  deleteCity,
  deleteCountry,
  findCity,
  findCountry,
  insertCity,
  insertCountry,
  isUsed,
  listPlaces,
  orderOf,
  updateCity,
  updateCountry,
  usesOf,
  writeOrder,
  type PlaceUses,
} from './places.repository.ts';

const idParams = z.object({ id: idParam });
const tags = ['admin'];
const savedCountry = envelope(placeCountry.omit({ ads: true, cities: true }));
const savedCity = envelope(placeCity.omit({ ads: true }));

const inUse = (uses: PlaceUses) =>
  new HttpError(409, 'place_in_use', {
    ads: String(uses.ads),
    users: String(uses.users),
    stores: String(uses.stores),
    jobs: String(uses.jobs),
  });

/**
 * `/admin/places` (issue 47, admins): countries and their cities, named in both languages, with
 * a point on a map and their order. Each change writes its audit line in its transaction, then
 * announces `catalog`, so the public lists (`/countries`, the post form's cities) and the ads
 * that name a place drop their kept answers on every process.
 */
export const placesRoutes: FastifyPluginAsyncZod = async (app) => {
  guardConsoleRoutes(app, 'admin');

  app.get(
    '/places',
    {
      schema: {
        tags,
        summary: 'Every country with its cities, in their order, and how many ads name each',
        response: { 200: envelope(z.array(placeCountry)) },
      },
    },
    async () => ({ data: await listPlaces(app.db) }),
  );

  app.post(
    '/places/countries',
    {
      schema: {
        tags,
        summary: 'Adds a country, last in the order',
        body: countryBody,
        response: { 201: savedCountry },
      },
    },
    async (request, reply) => {
      const data = await auditedChange(app, request, ['catalog'], async (tx, log) => {
        const row = countryFields(await insertCountry(tx, request.body));
        await log({
          action: 'country.add',
          target: 'country',
          targetId: row.id,
          after: row,
        });
        return row;
      });
      return reply.code(201).send({ data, message: apiMessage('place_saved', request.lang) });
    },
  );

  app.put(
    '/places/countries/order',
    {
      schema: {
        tags,
        summary: 'Orders the countries: every one of them, each once, first to last',
        body: placeOrderBody,
        response: { 200: messageBody },
      },
    },
    async (request) => {
      await auditedChange(app, request, ['catalog'], async (tx, log) => {
        const before = await orderOf(tx, 'countries');
        if (!sameMembers(before, request.body.ids)) {
          throw new FieldError({ ids: 'place_order_mismatch' });
        }
        await writeOrder(tx, 'countries', request.body.ids);
        await log({
          action: 'countries.reorder',
          target: 'country',
          targetId: null,
          before,
          after: request.body.ids,
        });
      });
      return { message: apiMessage('places_reordered', request.lang) };
    },
  );

  app.put(
    '/places/countries/:id',
    {
      schema: {
        tags,
        summary: "Changes a country's names, dial code, flag and point on the map",
        params: idParams,
        body: countryBody,
        response: { 200: savedCountry },
      },
    },
    async (request) => {
      const data = await auditedChange(app, request, ['catalog'], async (tx, log) => {
        const before = await findCountry(tx, request.params.id);
        if (!before) throw notFound();
        const after = countryFields(await updateCountry(tx, before.id, request.body));
        await log({
          action: 'country.update',
          target: 'country',
          targetId: before.id,
          before: countryFields(before),
          after,
        });
        return after;
      });
      return { data, message: apiMessage('place_saved', request.lang) };
    },
  );

  app.delete(
    '/places/countries/:id',
    {
      schema: {
        tags,
        summary:
          'Deletes a country without cities that no ad, account, store or job offer names (409 otherwise, with the counts)',
        params: idParams,
        response: { 200: messageBody },
      },
    },
    async (request) => {
      await auditedChange(app, request, ['catalog'], async (tx, log) => {
        const before = await findCountry(tx, request.params.id);
        if (!before) throw notFound();
        const held = await cityCount(tx, before.id);
        if (held > 0) throw new HttpError(409, 'country_has_cities', { cities: String(held) });
        const uses = await usesOf(tx, 'country', before.id);
        if (isUsed(uses)) throw inUse(uses);
        await deleteCountry(tx, before.id);
        await log({
          action: 'country.remove',
          target: 'country',
          targetId: before.id,
          before: countryFields(before),
        });
      });
      return { message: apiMessage('place_removed', request.lang) };
    },
  );

  app.put(
    '/places/countries/:id/cities/order',
    {
      schema: {
        tags,
        summary: "Orders a country's cities: every one of them, each once, first to last",
        params: idParams,
        body: placeOrderBody,
        response: { 200: messageBody },
      },
    },
    async (request) => {
      const countryId = request.params.id;
      await auditedChange(app, request, ['catalog'], async (tx, log) => {
        if (!(await findCountry(tx, countryId))) throw notFound();
        const before = await orderOf(tx, { countryId });
        if (!sameMembers(before, request.body.ids)) {
          throw new FieldError({ ids: 'place_order_mismatch' });
        }
        await writeOrder(tx, { countryId }, request.body.ids);
        await log({
          action: 'cities.reorder',
          target: 'country',
          targetId: countryId,
          before,
          after: request.body.ids,
        });
      });
      return { message: apiMessage('places_reordered', request.lang) };
    },
  );

  app.post(
    '/places/cities',
    {
      schema: {
        tags,
        summary: 'Adds a city (or governorate) to a country, last in its order',
        body: cityBody,
        response: { 201: savedCity },
      },
    },
    async (request, reply) => {
      const data = await auditedChange(app, request, ['catalog'], async (tx, log) => {
        if (!(await findCountry(tx, request.body.country_id))) {
          throw new FieldError({ country_id: 'invalid_type' });
        }
        const row = cityFields(await insertCity(tx, request.body));
        await log({
          action: 'city.add',
          target: 'city',
          targetId: row.id,
          after: row,
        });
        return row;
      });
      return reply.code(201).send({ data, message: apiMessage('place_saved', request.lang) });
    },
  );

  app.put(
    '/places/cities/:id',
    {
      schema: {
        tags,
        summary: "Changes a city's names, country and point on the map",
        params: idParams,
        body: cityBody,
        response: { 200: savedCity },
      },
    },
    async (request) => {
      const data = await auditedChange(app, request, ['catalog'], async (tx, log) => {
        const before = await findCity(tx, request.params.id);
        if (!before) throw notFound();
        if (!(await findCountry(tx, request.body.country_id))) {
          throw new FieldError({ country_id: 'invalid_type' });
        }
        const after = cityFields(await updateCity(tx, before, request.body));
        await log({
          action: 'city.update',
          target: 'city',
          targetId: before.id,
          before: cityFields(before),
          after,
        });
        return after;
      });
      return { data, message: apiMessage('place_saved', request.lang) };
    },
  );

  app.delete(
    '/places/cities/:id',
    {
      schema: {
        tags,
        summary:
          'Deletes a city that no ad, account, store or job offer names (409 otherwise, with the counts)',
        params: idParams,
        response: { 200: messageBody },
      },
    },
    async (request) => {
      await auditedChange(app, request, ['catalog'], async (tx, log) => {
        const before = await findCity(tx, request.params.id);
        if (!before) throw notFound();
        const uses = await usesOf(tx, 'city', before.id);
        if (isUsed(uses)) throw inUse(uses);
        await deleteCity(tx, before.id);
        await log({
          action: 'city.remove',
          target: 'city',
          targetId: before.id,
          before: cityFields(before),
        });
      });
      return { message: apiMessage('place_removed', request.lang) };
    },
  );
};
