import * as z from 'zod';

/**
 * Parses the environment a module needs, once, when the module loads. A Lambda that is
 * missing configuration fails at start-up with every missing name listed, instead of on
 * the first request that happens to need it.
 */
export function readEnv<T extends z.ZodRawShape>(shape: T): z.output<z.ZodObject<T>> {
  const result = z.object(shape).safeParse(process.env);
  if (!result.success) {
    const names = [...new Set(result.error.issues.map((issue) => String(issue.path[0])))];
    throw new Error(`Missing or invalid environment variables: ${names.join(', ')}`);
  }
  return result.data;
}

/** Region and the optional endpoint override that points a client at a local stand-in. */
export function awsClientConfig(endpointVar: string): { region: string; endpoint?: string } {
  const { AWS_REGION } = readEnv({ AWS_REGION: z.string().min(1).default('ca-central-1') });
  const endpoint = readEnv({ [endpointVar]: z.url().optional() })[endpointVar] as
    string | undefined;
  return endpoint ? { region: AWS_REGION, endpoint } : { region: AWS_REGION };
}
