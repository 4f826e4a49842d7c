import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { DEFAULT_LANGUAGE, type PageAction } from '@wolvo/shared/contracts';
import type { AppContext } from '../../context';
import { CLIENT_ROLES } from '../../modules/auth/access';
import {
  AddWheelBody,
  EditWheelBody,
  ExportQuery,
  IdParam,
  NoContent,
  ParticipantPage,
  UrlIdParam,
  WheelDeleteUrlParams,
  WheelDetail,
  WheelIdParam,
  WheelPageQuery,
  WheelParticipant,
  WheelPlayBody,
  WheelPlayResult,
  WheelPreview,
  WheelSaveBody,
  WheelSummaryList,
  WheelUrl,
  WheelUrlPage,
  WheelUrlParams,
  WheelUrlVerification,
} from '@wolvo/shared/contracts/fortune-wheel';
import {
  addWheel,
  deleteUrl,
  deleteWheel,
  editWheel,
  generateUrl,
  getWheel,
  listParticipants,
  listUrls,
  listWheels,
  withdrawPrize,
} from '../../modules/wheel/wheel.service';
import {
  playWheel,
  previewWheel,
  saveWinnerDetails,
  verifyUrl,
} from '../../modules/wheel/wheel-play';
import { conflictErrors, perAddress, publicErrors, xlsxFileResponse } from '../common.schema';
import { stamp } from '../order/pdf-route';
import { exportParticipants } from '../../modules/wheel/participants-export';
import { XLSX_TYPE } from '../../modules/spreadsheets/xlsx-export';

/**
 * The fortune wheel: a client's wheels, links and participants (FORTUNE_WHEEL, by action), and the
 * public calls of the roulette page (no token; rate-limited per address).
 */
export async function wheelRoutes(fastify: FastifyInstance, { db, config, clock }: AppContext) {
  // Schemas and types from the wheel's contract (@wolvo/shared/contracts/fortune-wheel): handlers read
  // params, query and body typed by the schemas, without repeating them as generics.
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['fortune-wheel'];
  const now = () => clock?.() ?? new Date();
  const guard = (action: PageAction) =>
    app.guard({ roles: CLIENT_ROLES, page: 'FORTUNE_WHEEL', action });
  const rouletteUrlOf = (id: string) => `${config.publicUrl}/${DEFAULT_LANGUAGE}/roulette/${id}`;

  app.get(
    '/fortune-wheel/get',
    {
      onRequest: guard('VIEW'),
      schema: {
        tags,
        summary: "The client's wheels with their links by state and participants",
        response: { 200: WheelSummaryList },
      },
    },
    async (request) => listWheels(db, request.auth, now()),
  );

  app.get(
    '/fortune-wheel/get/:id',
    {
      onRequest: guard('VIEW'),
      schema: {
        tags,
        summary: 'One wheel with its items',
        params: IdParam,
        response: { 200: WheelDetail },
      },
    },
    async (request) => getWheel(db, request.auth, Number(request.params.id), now()),
  );

  app.post(
    '/fortune-wheel/add',
    {
      onRequest: guard('ADD'),
      schema: {
        tags,
        summary: 'A new wheel: a name and 2 to 12 items, each weighted 1 to 1000',
        body: AddWheelBody,
        response: { 201: WheelDetail },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await addWheel(db, request.auth, request.body, now())),
  );

  app.put(
    '/fortune-wheel/edit/:id',
    {
      onRequest: guard('EDIT'),
      schema: {
        tags,
        summary: 'Change a wheel: the fields sent (`{ active }` alone enables or disables it)',
        params: IdParam,
        body: EditWheelBody,
        response: { 200: WheelDetail },
      },
    },
    async (request) => editWheel(db, request.auth, Number(request.params.id), request.body, now()),
  );

  app.delete(
    '/fortune-wheel/delete/:id',
    {
      onRequest: guard('DELETE'),
      schema: {
        tags,
        summary: 'Delete a wheel with its links and its participants',
        params: IdParam,
        response: { 204: NoContent },
      },
    },
    async (request, reply) => {
      await deleteWheel(db, request.auth, Number(request.params.id));
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/fortune-wheel/:wheelId/generate-url',
    {
      onRequest: guard('ADD'),
      schema: {
        tags,
        summary: 'A new single-use link (128 random bits), valid a week unless played',
        params: WheelIdParam,
        response: { 201: WheelUrl },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await generateUrl(db, request.auth, Number(request.params.wheelId), now(), rouletteUrlOf),
        ),
  );

  app.get(
    '/fortune-wheel/:wheelId/urls',
    {
      onRequest: guard('VIEW'),
      schema: {
        tags,
        summary: "A wheel's links, newest first, with their state",
        params: WheelIdParam,
        querystring: WheelPageQuery,
        response: { 200: WheelUrlPage },
      },
    },
    async (request) =>
      listUrls(
        db,
        request.auth,
        Number(request.params.wheelId),
        request.query,
        now(),
        rouletteUrlOf,
      ),
  );

  app.get(
    '/fortune-wheel/:wheelId/participants',
    {
      onRequest: guard('VIEW'),
      schema: {
        tags,
        summary: "A wheel's participants, newest first: prize, details, handed over",
        params: WheelIdParam,
        querystring: WheelPageQuery,
        response: { 200: ParticipantPage },
      },
    },
    async (request) =>
      listParticipants(db, request.auth, Number(request.params.wheelId), request.query),
  );

  app.get(
    '/fortune-wheel/:wheelId/participants/export',
    {
      onRequest: guard('VIEW'),
      schema: {
        tags,
        summary: "A wheel's participants as an Excel file (.xlsx), headers in the asked language",
        params: WheelIdParam,
        querystring: ExportQuery,
        response: xlsxFileResponse,
      },
    },
    async (request, reply) => {
      const xlsx = await exportParticipants(
        db,
        request.auth,
        Number(request.params.wheelId),
        request.query.lang ?? 'fr',
      );
      const name = `wolvo-wheel-${request.params.wheelId}-participants-${stamp(now().toISOString())}.xlsx`;
      return reply
        .header('content-type', XLSX_TYPE)
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('cache-control', 'no-store')
        .send(xlsx);
    },
  );

  app.post(
    '/fortune-wheel/:wheelId/withdraw-status/:urlId',
    {
      onRequest: guard('EDIT'),
      schema: {
        tags,
        summary: 'Mark the prize won with a link as handed over to its winner (once)',
        params: WheelUrlParams,
        response: { 200: WheelParticipant, ...conflictErrors },
      },
    },
    async (request) =>
      withdrawPrize(db, request.auth, Number(request.params.wheelId), request.params.urlId, now()),
  );

  app.delete(
    '/fortune-wheel/:wheelId/delete-url/:id',
    {
      onRequest: guard('DELETE'),
      schema: {
        tags,
        summary: 'Delete a link: it stops working, its history stays',
        params: WheelDeleteUrlParams,
        response: { 204: NoContent },
      },
    },
    async (request, reply) => {
      await deleteUrl(db, request.auth, Number(request.params.wheelId), request.params.id, now());
      return reply.status(204).send(null);
    },
  );

  // ---- Public: the roulette page ----
  app.get(
    '/fortune-wheel/verify-url/:urlId',
    {
      config: perAddress(config.publicRateLimit * 6),
      schema: {
        tags,
        summary: 'Whether a link can be played, or why not (public)',
        params: UrlIdParam,
        response: { 200: WheelUrlVerification, ...publicErrors },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return verifyUrl(db, request.params.urlId, now());
    },
  );

  app.get(
    '/fortune-wheel/preview/:urlId',
    {
      config: perAddress(config.publicRateLimit * 6),
      schema: {
        tags,
        summary: "A playable link's wheel: its name and item titles, nothing else (public)",
        params: UrlIdParam,
        response: { 200: WheelPreview, ...publicErrors },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return previewWheel(db, request.params.urlId, now());
    },
  );

  app.post(
    '/fortune-wheel/play',
    {
      config: perAddress(config.publicRateLimit),
      schema: {
        tags,
        summary: 'Spin: the server draws the prize and uses the link up, once (public)',
        body: WheelPlayBody,
        response: { 200: WheelPlayResult, ...publicErrors },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return playWheel(db, request.body, request.headers['user-agent'], now());
    },
  );

  app.post(
    '/fortune-wheel/save',
    {
      config: perAddress(config.publicRateLimit),
      schema: {
        tags,
        summary: "The winner's details for the prize, once per play (public)",
        body: WheelSaveBody,
        response: { 204: NoContent, ...publicErrors },
      },
    },
    async (request, reply) => {
      await saveWinnerDetails(db, request.body, now());
      return reply.status(204).send(null);
    },
  );
}
