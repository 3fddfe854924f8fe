import { toJsonSchema, type ConversionConfig } from '@valibot/to-json-schema';
import type * as v from 'valibot';
import { ErrorBody, paramNames, type AnySchema, type Endpoint, type Feature } from '../../contract/endpoint.ts';
import { ENDPOINTS } from '../../contract/index.ts';
import { isOptionalEntry } from '../../contract/shape.ts';

/**
 * The OpenAPI 3.1 document of the contract (decision 028), generated from contract/: served at
 * /api/openapi.json and written to docs/openapi.json by the build. Required fields are what a
 * backend must send (each with the PWA's reason); the rest are the sandbox's optional extras.
 */

type Json = Record<string, unknown>;

// Wire shapes: what a client sends and a backend answers (transforms are the parsers' business).
const CONFIG: ConversionConfig = { target: 'draft-2020-12', typeMode: 'input', errorMode: 'ignore' };
const jsonSchema = (schema: AnySchema): Json => {
  const { $schema: _, ...rest } = toJsonSchema(schema, CONFIG) as Json;
  return rest;
};

const ERROR_TEXT: Record<number, string> = {
  400: 'Parâmetros inválidos: `detail` lists `campo: mensagem` per problem.',
  401: 'Não autenticado: no bearer, or an expired or invalid one.',
  402: 'Pagamento negado pelo emissor.',
  403: 'Sem acesso: the user has no `sales_access`, no merchant, or the merchant lacks the feature.',
  404: 'Registro não encontrado (also for another merchant’s records).',
  409: 'Conflito com o estado do registro.',
  410: 'O link não pode mais ser pago: `status` says why; `merchant.name` (optional) names the shop.',
  413: 'Corpo grande demais.',
  422: 'Conteúdo recusado.',
  429: 'Limite de tentativas.',
};

const SECURITY: Record<Endpoint['access'], Json[]> = {
  public: [{}],
  user: [{ bearer: [] }],
  merchant: [{ bearer: [] }],
};

function parametersOf(declared: Endpoint): Json[] {
  const path = paramNames(declared.path).map((name) => ({
    name,
    in: 'path',
    required: true,
    schema: declared.params?.[name] ? jsonSchema(declared.params[name]) : { type: 'string' },
  }));
  const entries = (declared.query?.schema as unknown as { entries?: v.ObjectEntries } | undefined)?.entries ?? {};
  const query = Object.entries(entries).map(([name, schema]) => ({
    name,
    in: 'query',
    required: !isOptionalEntry(schema),
    ...(declared.query?.multi?.includes(name) ? { style: 'form', explode: true } : {}),
    schema: jsonSchema(schema),
  }));
  const headers = Object.entries(declared.headers ?? {}).map(([name, schema]) => ({
    name,
    in: 'header',
    required: true,
    schema: jsonSchema(schema),
  }));
  return [...path, ...headers, ...query];
}

function successOf(declared: Endpoint): Json {
  const success = declared.success;
  if (success.status === 204) return { '204': { description: 'Feito, sem corpo.' } };
  if ('file' in success) {
    const content = Object.fromEntries(
      success.file.map((type) => [type, { schema: { type: 'string', format: 'binary' } }]),
    );
    return { '200': { description: 'O arquivo.', content } };
  }
  return {
    [String(success.status)]: {
      description: 'Os campos obrigatórios são o que o portal precisa; os opcionais são extras do sandbox.',
      content: { 'application/json': { schema: jsonSchema(success.schema) } },
    },
  };
}

/** What each optional capability (issue 23) is, in a backend implementer's words. */
const CAPABILITY_TEXT: Record<Feature, string> = {
  refunds: 'estornos e cancelamentos de vendas',
  anticipation: 'antecipação de recebíveis',
  reconciliation: 'conciliação dos pagamentos (as linhas de cada pagamento, do razão)',
  notifications: 'notificações por Web Push (dispositivos, preferências e histórico de cada usuário)',
};

/** A call of an optional capability: marked, and said so (with the role it needs) in Portuguese. */
const capabilityOf = ({ capability, role }: Endpoint): Json =>
  capability
    ? {
        'x-capability': capability,
        ...(role ? { 'x-required-role': role } : {}),
        description:
          `Capacidade opcional: ${CAPABILITY_TEXT[capability]}; /config features.${capability} diz se o backend a oferece.` +
          (role ? ` Exige o papel ${role} no token (bypass_permission não vale por ele): sem ele, 403.` : ''),
      }
    : {};

function operationOf(declared: Endpoint): Json {
  const errors = [...new Set([...declared.errors, ...(declared.access === 'public' ? [] : [401, 403])])].sort();
  const body = declared.body;
  return {
    operationId: declared.id,
    tags: [declared.area],
    summary: declared.summary,
    ...(declared.extra ? { 'x-sandbox-extra': true, description: 'Extra do sandbox: o portal funciona sem ela.' } : {}),
    ...capabilityOf(declared),
    security: SECURITY[declared.access],
    parameters: parametersOf(declared),
    ...(body
      ? {
          requestBody: {
            required: true,
            content:
              'multipart' in body
                ? {
                    'multipart/form-data': {
                      schema: {
                        type: 'object',
                        properties: Object.fromEntries(
                          Object.entries(body.multipart).map(([name, description]) => [
                            name,
                            { type: 'string', format: 'binary', description },
                          ]),
                        ),
                      },
                    },
                  }
                : { 'application/json': { schema: jsonSchema(body as AnySchema) } },
          },
        }
      : {}),
    responses: {
      ...successOf(declared),
      ...Object.fromEntries(
        errors.map((status) => [
          String(status),
          {
            description: ERROR_TEXT[status] ?? 'Erro.',
            content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
          },
        ]),
      ),
    },
  };
}

export function openApiDocument(endpoints: readonly Endpoint[] = ENDPOINTS): Json {
  const paths: Record<string, Json> = {};
  for (const declared of endpoints) {
    paths[declared.path] = { ...paths[declared.path], [declared.method.toLowerCase()]: operationOf(declared) };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Painel de Vendas — contrato do backend',
      version: '1.0.0',
      description:
        'As chamadas que o portal faz (docs/requirements.md §7 e as issues), geradas de contract/. Servidas sob /api. Campos obrigatórios: o que o portal exige, com o motivo; opcionais: extras do sandbox, sem os quais a tela mostra menos.',
    },
    servers: [{ url: '/api' }],
    components: {
      securitySchemes: {
        bearer: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description: 'Access token do Keycloak (realm do portal).',
        },
      },
      schemas: { Error: jsonSchema(ErrorBody) },
    },
    paths,
  };
}
