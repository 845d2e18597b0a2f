/** One request of a load run: its X-Request-Id, when it was sent and answered, and how. */
export interface LoadRequest {
  id: string;
  sentAt: number;
  answeredAt: number;
  status: number;
  /** Why it counts as failed: a status other than 200, a wrong body, a network error or time-out. */
  failure?: string;
}

export interface Load {
  /** Requests answered so far. */
  done(): readonly LoadRequest[];
  /** Requests sent and not answered yet, with the time they were sent. */
  outstanding(): { id: string; sentAt: number }[];
  /** Lets each worker finish its current request, then resolves with every request. */
  stop(): Promise<LoadRequest[]>;
}

/**
 * `workers` clients, each sending GET `url` again as soon as it has its answer, until `stop()`.
 * Each request carries its own X-Request-Id (`<tag>-<n>`), which the gateway passes to the service
 * that answers it: the services' logs say which instance took which request.
 */
export function startLoad(
  url: string,
  { workers, tag, check }: { workers: number; tag: string; check: (body: unknown) => string | undefined },
): Load {
  const done: LoadRequest[] = [];
  const outstanding = new Map<string, number>();
  let stopped = false;
  let count = 0;
  const send = async () => {
    const id = `${tag}-${++count}`;
    const sentAt = performance.now();
    outstanding.set(id, sentAt);
    let status = 0;
    let failure: string | undefined;
    try {
      // Bounded: a request nobody answers fails the run instead of hanging it.
      const response = await fetch(url, { headers: { 'x-request-id': id }, signal: AbortSignal.timeout(20_000) });
      status = response.status;
      const body: unknown = await response.json().catch(() => undefined);
      failure = status === 200 ? check(body) : `${status} ${JSON.stringify(body)}`;
    } catch (error) {
      failure = (error as Error).message;
    }
    outstanding.delete(id);
    done.push({ id, sentAt, answeredAt: performance.now(), status, failure });
  };
  const running = Array.from({ length: workers }, async () => {
    while (!stopped) await send();
  });
  return {
    done: () => done,
    outstanding: () => [...outstanding].map(([id, sentAt]) => ({ id, sentAt })),
    async stop() {
      stopped = true;
      await Promise.all(running);
      return done;
    },
  };
}
