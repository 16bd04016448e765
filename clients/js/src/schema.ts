// Generated from the logos OpenAPI document by scripts/generate.mjs (openapi-typescript); do not edit.
export interface paths {
    "/{domain}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Legacy form without /v1
         * @description Answers 301 to /v1/{domain} with the same query parameters.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description domain, URL or alias of the brand */
                    domain: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description moved to /v1/{domain} with the same query parameters */
                301: {
                    headers: {
                        Location?: string;
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description INVALID_PARAMETER */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "code": "INVALID_PARAMETER",
                         *       "message": "A query parameter, body field or legacy file name has a value outside what it allows (control and bidirectional-override characters included); the message names it."
                         *     }
                         */
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/allicons.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * besticon's icon list
         * @description besticon /allicons.json: the brand's stored icons as native URLs; none for an unknown site. Also at the root of a host COMPAT_HOSTS maps to the service (docs/migrating.md). ?token= is the caller's API key on every form (a pk_ one is ignored).
         */
        get: {
            parameters: {
                query: {
                    /** @description the site */
                    url: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description {url, icons: [{url, width, height, format, variant, theme}]} */
                200: {
                    headers: {
                        /** @description the native URL this answer stands for, in angle brackets with rel="canonical" (without the key) */
                        Link?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            icons: {
                                url: string;
                            }[];
                            url: string;
                        };
                    };
                };
                /** @description no logo, and fallback is an https URL: a redirect there */
                302: {
                    headers: {
                        /** @description "public, max-age=3600", private when answered to an API key */
                        "Cache-Control"?: string;
                        /** @description the fallback URL, as given */
                        Location?: string;
                        /** @description requests allowed per minute */
                        "RateLimit-Limit"?: number;
                        /** @description requests left in this minute */
                        "RateLimit-Remaining"?: number;
                        /** @description seconds until the minute window resets */
                        "RateLimit-Reset"?: number;
                        /** @description redirect */
                        "X-Logo-Source"?: "redirect";
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description not modified: the If-None-Match ETag still matches */
                304: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description INVALID_PARAMETER or INVALID_DOMAIN, naming the parameter; DUPLICATE_PARAMETER for a parameter named twice */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "code": "INVALID_DOMAIN",
                         *       "message": "The domain is not a valid public hostname."
                         *     }
                         */
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description UNAUTHORIZED (no key, no trusted origin) or INVALID_API_KEY */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "code": "UNAUTHORIZED",
                         *       "message": "No credentials: send an API key or call from a trusted origin (GET /v1/me, POST /v1/refresh and /v1/webhooks always need a key)."
                         *     }
                         */
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description LOGO_NOT_FOUND (the peer's 404) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "code": "LOGO_NOT_FOUND",
                         *       "message": "No logo (or not the asked variant) exists and fallback=404 was asked."
                         *     }
                         */
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description RATE_LIMITED: per-minute limit or monthly quota reached */
                429: {
                    headers: {
                        /** @description seconds to wait */
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "code": "RATE_LIMITED",
                         *       "message": "The per-minute rate limit or the monthly quota is reached; see Retry-After."
                         *     }
                         */
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description RENDER_FAILED or INTERNAL_ERROR */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "code": "RENDER_FAILED",
                         *       "message": "The stored logo could not be decoded, sanitised or rendered within RENDER_DEADLINE_MS; the source is then refused at once for RENDER_FAILURE_TTL_S."
                         *     }
                         */
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description OVERLOADED: the render queue is full */
                503: {
                    headers: {
                        /** @description seconds to wait */
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "code": "OVERLOADED",
                         *       "message": "Every render process is busy and the render queue is full; retry after Retry-After seconds (stored and cached logos are still served)."
                         *     }
                         */
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/open-api": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * This OpenAPI 3.1 document
         * @description Always open. Generated from the same route definitions and schemas that validate requests, so it cannot drift from the code.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description the document */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            openapi: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/brandfetch/{identifier}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Brandfetch Logo API's form
         * @description cdn.brandfetch.io/{identifier}/w/{w}/h/{h}/theme/{t}/fallback/{f}/type/{t}: WebP; the identifier a domain, ticker, ISIN (404) or coin, detected in that order unless a domain/, ticker/, isin/ or crypto/ segment names it; theme/dark is the dark logo for light backgrounds. Also at the root of a host COMPAT_HOSTS maps to the service (docs/migrating.md). ?token= is the caller's API key on every form (a pk_ one is ignored).
         */
        get: {
            parameters: {
                query?: {
                    /** @description the caller's API key, when token is absent */
                    c?: string;
                };
                header?: never;
                path: {
                    /** @description domain, ticker or coin, with the optional path options after it */
                    identifier: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description the logo, or what fallback asks for when there is none: a monogram (X-Logo-Source: monogram) or a transparent image (X-Logo-Source: transparent) */
                200: {
                    headers: {
                        /** @description "public, max-age=86400" for logos, "public, max-age=3600" for monograms and transparent images; private instead of public when answered to an API key */
                        "Cache-Control"?: string;
                        /** @description strong ETag; If-None-Match answers 304 */
                        ETag?: string;
                        /** @description the native URL this answer stands for, in angle brackets with rel="canonical" (without the key) */
                        Link?: string;
                        /** @description requests allowed per minute */
                        "RateLimit-Limit"?: number;
                        /** @description requests left in this minute */
                        "RateLimit-Remaining"?: number;
                        /** @description seconds until the minute window resets */
                        "RateLimit-Reset"?: number;
                        /** @description Authorization, X-API-Key, Origin on key-less answers (and Accept with format=auto) */
                        Vary?: string;
                        /** @description the primary domain of the brand that answered (after aliases, subdomains, name or ticker resolution); for a monogram, the domain asked for */
                        "X-Logo-Domain"?: string;
                        /** @description stored (the source logo as is), rendered (made from it for this request), prebuilt (the object logos build wrote for this request), or the fallback that answered: monogram or transparent; gravatar for the avatar of a personal address (GET /v1/email/{address}) */
                        "X-Logo-Source"?: "stored" | "rendered" | "prebuilt" | "monogram" | "transparent" | "gravatar";
                        /** @description the theme served (real logos only) */
                        "X-Logo-Theme"?: string;
                        /** @description present only when the answer is larger than the stored raster (a small favicon): the factor its pixels were enlarged by, at most 4; beyond that the image is centred on a transparent canvas of the asked size. Ask fallback=404 or a smaller size to avoid it (brand data gives each logo's nativeSize) */
                        "X-Logo-Upscaled"?: string;
                        /** @description the variant served (real logos only) */
                        "X-Logo-Variant"?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "image/avif": string;
                        "image/jpeg": string;
                        "image/png": string;
                        "image/svg+xml": string;
                        "image/webp": string;
                    };
                };
                /** @description no logo, and fallback is an https URL: a redirect there */
                302: {
                    headers: {
                        /** @description "public, max-age=3600", private when answered to an API key */
                        "Cache-Control"?: string;
                        /** @description the fallback URL, as given */
                        Location?: string;
                        /** @description requests allowed per minute */
                        "RateLimit-Limit"?: number;
                        /** @description requests left in this minute */
                        "RateLimit-Remaining"?: number;
                        /** @description seconds until the minute window resets */
                        "RateLimit-Reset"?: number;
                        /** @description redirect */
                        "X-Logo-Source"?: "redirect";
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description not modified: the If-None-Match ETag still matches */
                304: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description INVALID_PARAMETER or INVALID_DOMAIN, naming the parameter; DUPLICATE_PARAMETER for a parameter named twice */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "code": "INVALID_DOMAIN",
                         *       "message": "The domain is not a valid public hostname."
                         *     }
                         */
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description UNAUTHORIZED (no key, no trusted origin) or INVALID_API_KEY */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "code": "UNAUTHORIZED",
                         *       "message": "No credentials: send an API key or call from a trusted origin (GET /v1/me, POST /v1/refresh and /v1/webhooks always need a key)."
                         *     }
                         */
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description LOGO_NOT_FOUND (the peer's 404) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "code": "LOGO_NOT_FOUND",
                         *       "message": "No logo (or not the asked variant) exists and fallback=404 was asked."
                         *     }
                         */
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description RATE_LIMITED: per-minute limit or monthly quota reached */
                429: {
                    headers: {
                        /** @description seconds to wait */
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "code": "RATE_LIMITED",
                         *       "message": "The per-minute rate limit or the monthly quota is reached; see Retry-After."
                         *     }
                         */
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description RENDER_FAILED or INTERNAL_ERROR */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "code": "RENDER_FAILED",
                         *       "message": "The stored logo could not be decoded, sanitised or rendered within RENDER_DEADLINE_MS; the source is then refused at once for RENDER_FAILURE_TTL_S."
                         *     }
                         */
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description OVERLOADED: the render queue is full */
                503: {
                    headers: {
                        /** @description seconds to wait */
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "code": "OVERLOADED",
                         *       "message": "Every render process is busy and the render queue is full; retry after Retry-After seconds (stored and cached logos are still served)."
                         *     }
                         */
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/clearbit/{domain}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Clearbit Logo API's form
         * @description logo.clearbit.com/{domain}: PNG of 128 px by default; a domain without a logo is a 404, never a placeholder. Also at the root of a host COMPAT_HOSTS maps to the service (docs/migrating.md). ?token= is the caller's API key on every form (a pk_ one is ignored).
         */
        get: {
            parameters: {
                query?: {
                    /** @description png (default) or jpg */
                    format?: string;
                    /** @description true for grey */
                    greyscale?: string;
                    /** @description longest side, 16 to 1024 */
                    size?: string;
                };
                header?: never;
                path: {
                    /** @description domain of the brand */
                    domain: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description the logo, or what fallback asks for when there is none: a monogram (X-Logo-Source: monogram) or a transparent image (X-Logo-Source: transparent) */
                200: {
                    headers: {
                        /** @description "public, max-age=86400" for logos, "public, max-age=3600" for monograms and transparent images; private instead of public when answered to an API key */
                        "Cache-Control"?: string;
                        /** @description strong ETag; If-None-Match answers 304 */
                        ETag?: string;
                        /** @description the native URL this answer stands for, in angle brackets with rel="canonical" (without the key) */
                        Link?: string;
                        /** @description requests allowed per minute */
                        "RateLimit-Limit"?: number;
                        /** @description requests left in this minute */
                        "RateLimit-Remaining"?: number;
                        /** @description seconds until the minute window resets */
                        "RateLimit-Reset"?: number;
                        /** @description Authorization, X-API-Key, Origin on key-less answers (and Accept with format=auto) */
                        Vary?: string;
                        /** @description the primary domain of the brand that answered (after aliases, subdomains, name or ticker resolution); for a monogram, the domain asked for */
                        "X-Logo-Domain"?: string;
                        /** @description stored (the source logo as is), rendered (made from it for this request), prebuilt (the object logos build wrote for this request), or the fallback that answered: monogram or transparent; gravatar for the avatar of a personal address (GET /v1/email/{address}) */
                        "X-Logo-Source"?: "stored" | "rendered" | "prebuilt" | "monogram" | "transparent" | "gravatar";
                        /** @description the theme served (real logos only) */
                        "X-Logo-Theme"?: string;
                        /** @description present only when the answer is larger than the stored raster (a small favicon): the factor its pixels were enlarged by, at most 4; beyond that the image is centred on a transparent canvas of the asked size. Ask fallback=404 or a smaller size to avoid it (brand data gives each logo's nativeSize) */
                        "X-Logo-Upscaled"?: string;
                        /** @description the variant served (real logos only) */
                        "X-Logo-Variant"?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "image/avif": string;
                        "image/jpeg": string;
                        "image/png": string;
                        "image/svg+xml": string;
                        "image/webp": string;
                    };
                };
                /** @description no logo, and fallback is an https URL: a redirect there */
                302: {
                    headers: {
                        /** @description "public, max-age=3600", private when answered to an API key */
                        "Cache-Control"?: string;
                        /** @description the fallback URL, as given */
                        Location?: string;
                        /** @description requests allowed per minute */
                        "RateLimit-Limit"?: number;
                        /** @description requests left in this minute */
                        "RateLimit-Remaining"?: number;
                        /** @description seconds until the minute window resets */
                        "RateLimit-Reset"?: number;
                        /** @description redirect */
                        "X-Logo-Source"?: "redirect";
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description not modified: the If-None-Match ETag still matches */
                304: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description INVALID_PARAMETER or INVALID_DOMAIN, naming the parameter; DUPLICATE_PARAMETER for a parameter named twice */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "code": "INVALID_DOMAIN",
                         *       "message": "The domain is not a valid public hostname."
                         *     }
                         */
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description UNAUTHORIZED (no key, no trusted origin) or INVALID_API_KEY */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "code": "UNAUTHORIZED",
                         *       "message": "No credentials: send an API key or call from a trusted origin (GET /v1/me, POST /v1/refresh and /v1/webhooks always need a key)."
                         *     }
                         */
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description LOGO_NOT_FOUND (the peer's 404) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "code": "LOGO_NOT_FOUND",
                         *       "message": "No logo (or not the asked variant) exists and fallback=404 was asked."
                         *     }
                         */
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description RATE_LIMITED: per-minute limit or monthly quota reached */
                429: {
                    headers: {
                        /** @description seconds to wait */
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "code": "RATE_LIMITED",
                         *       "message": "The per-minute rate limit or the monthly quota is reached; see Retry-After."
                         *     }
                         */
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description RENDER_FAILED or INTERNAL_ERROR */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "code": "RENDER_FAILED",
                         *       "message": "The stored logo could not be decoded, sanitised or rendered within RENDER_DEADLINE_MS; the source is then refused at once for RENDER_FAILURE_TTL_S."
                         *     }
                         */
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description OVERLOADED: the render queue is full */
                503: {
                    headers: {
                        /** @description seconds to wait */
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "code": "OVERLOADED",
                         *       "message": "Every render process is busy and the render queue is full; retry after Retry-After seconds (stored and cached logos are still served)."
                         *     }
                         */
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Liveness and database reachability
         * @description Always open. Answers from a real read of each database; 503 when one cannot be queried or is damaged, so a load balancer takes the origin out.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description healthy */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Health"];
                    };
                };
                /** @description a database cannot be queried or is damaged */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Health"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/icon": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * besticon's form
         * @description besticon /icon: the icon of the perfect size in the first accepted format served (png, svg, jpg, ico), else a monogram, or a redirect to fallback_icon_url. Also at the root of a host COMPAT_HOSTS maps to the service (docs/migrating.md). ?token= is the caller's API key on every form (a pk_ one is ignored).
         */
        get: {
            parameters: {
                query: {
                    /** @description hex colour, accepted and not applied */
                    fallback_icon_color?: string;
                    /** @description https URL to redirect to when there is no icon */
                    fallback_icon_url?: string;
                    /** @description comma-separated: png, ico, gif, jpg, svg (gif alone is refused) */
                    formats?: string;
                    /** @description min..perfect..max, or one size */
                    size: string;
                    /** @description the site */
                    url: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description the logo, or what fallback asks for when there is none: a monogram (X-Logo-Source: monogram) or a transparent image (X-Logo-Source: transparent) */
                200: {
                    headers: {
                        /** @description "public, max-age=86400" for logos, "public, max-age=3600" for monograms and transparent images; private instead of public when answered to an API key */
                        "Cache-Control"?: string;
                        /** @description strong ETag; If-None-Match answers 304 */
                        ETag?: string;
                        /** @description the native URL this answer stands for, in angle brackets with rel="canonical" (without the key) */
                        Link?: string;
                        /** @description requests allowed per minute */
                        "RateLimit-Limit"?: number;
                        /** @description requests left in this minute */
                        "RateLimit-Remaining"?: number;
                        /** @description seconds until the minute window resets */
                        "RateLimit-Reset"?: number;
                        /** @description Authorization, X-API-Key, Origin on key-less answers (and Accept with format=auto) */
                        Vary?: string;
                        /** @description the primary domain of the brand that answered (after aliases, subdomains, name or ticker resolution); for a monogram, the domain asked for */
                        "X-Logo-Domain"?: string;
                        /** @description stored (the source logo as is), rendered (made from it for this request), prebuilt (the object logos build wrote for this request), or the fallback that answered: monogram or transparent; gravatar for the avatar of a personal address (GET /v1/email/{address}) */
                        "X-Logo-Source"?: "stored" | "rendered" | "prebuilt" | "monogram" | "transparent" | "gravatar";
                        /** @description the theme served (real logos only) */
                        "X-Logo-Theme"?: string;
                        /** @description present only when the answer is larger than the stored raster (a small favicon): the factor its pixels were enlarged by, at most 4; beyond that the image is centred on a transparent canvas of the asked size. Ask fallback=404 or a smaller size to avoid it (brand data gives each logo's nativeSize) */
                        "X-Logo-Upscaled"?: string;
                        /** @description the variant served (real logos only) */
                        "X-Logo-Variant"?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "image/avif": string;
                        "image/jpeg": string;
                        "image/png": string;
                        "image/svg+xml": string;
                        "image/webp": string;
                    };
                };
                /** @description no logo, and fallback is an https URL: a redirect there */
                302: {
                    headers: {
                        /** @description "public, max-age=3600", private when answered to an API key */
                        "Cache-Control"?: string;
                        /** @description the fallback URL, as given */
                        Location?: string;
                        /** @description requests allowed per minute */
                        "RateLimit-Limit"?: number;
                        /** @description requests left in this minute */
                        "RateLimit-Remaining"?: number;
                        /** @description seconds until the minute window resets */
                        "RateLimit-Reset"?: number;
                        /** @description redirect */
                        "X-Logo-Source"?: "redirect";
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description not modified: the If-None-Match ETag still matches */
                304: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description INVALID_PARAMETER or INVALID_DOMAIN, naming the parameter; DUPLICATE_PARAMETER for a parameter named twice */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "code": "INVALID_DOMAIN",
                         *       "message": "The domain is not a valid public hostname."
                         *     }
                         */
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description UNAUTHORIZED (no key, no trusted origin) or INVALID_API_KEY */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "code": "UNAUTHORIZED",
                         *       "message": "No credentials: send an API key or call from a trusted origin (GET /v1/me, POST /v1/refresh and /v1/webhooks always need a key)."
                         *     }
                         */
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description LOGO_NOT_FOUND (the peer's 404) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "code": "LOGO_NOT_FOUND",
                         *       "message": "No logo (or not the asked variant) exists and fallback=404 was asked."
                         *     }
                         */
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description RATE_LIMITED: per-minute limit or monthly quota reached */
                429: {
                    headers: {
                        /** @description seconds to wait */
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "code": "RATE_LIMITED",
                         *       "message": "The per-minute rate limit or the monthly quota is reached; see Retry-After."
                         *     }
                         */
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description RENDER_FAILED or INTERNAL_ERROR */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "code": "RENDER_FAILED",
                         *       "message": "The stored logo could not be decoded, sanitised or rendered within RENDER_DEADLINE_MS; the source is then refused at once for RENDER_FAILURE_TTL_S."
                         *     }
                         */
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description OVERLOADED: the render queue is full */
                503: {
                    headers: {
                        /** @description seconds to wait */
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "code": "OVERLOADED",
                         *       "message": "Every render process is busy and the render queue is full; retry after Retry-After seconds (stored and cached logos are still served)."
                         *     }
                         */
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ip3/{file}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * DuckDuckGo's favicon service form
         * @description icons.duckduckgo.com/ip3/{domain}.ico: an ICO of 32 px (a PNG inside); an unknown site is a 404. Also at the root of a host COMPAT_HOSTS maps to the service (docs/migrating.md). ?token= is the caller's API key on every form (a pk_ one is ignored).
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description {domain}.ico */
                    file: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description the logo, or what fallback asks for when there is none: a monogram (X-Logo-Source: monogram) or a transparent image (X-Logo-Source: transparent) */
                200: {
                    headers: {
                        /** @description "public, max-age=86400" for logos, "public, max-age=3600" for monograms and transparent images; private instead of public when answered to an API key */
                        "Cache-Control"?: string;
                        /** @description strong ETag; If-None-Match answers 304 */
                        ETag?: string;
                        /** @description the native URL this answer stands for, in angle brackets with rel="canonical" (without the key) */
                        Link?: string;
                        /** @description requests allowed per minute */
                        "RateLimit-Limit"?: number;
                        /** @description requests left in this minute */
                        "RateLimit-Remaining"?: number;
                        /** @description seconds until the minute window resets */
                        "RateLimit-Reset"?: number;
                        /** @description Authorization, X-API-Key, Origin on key-less answers (and Accept with format=auto) */
                        Vary?: string;
                        /** @description the primary domain of the brand that answered (after aliases, subdomains, name or ticker resolution); for a monogram, the domain asked for */
                        "X-Logo-Domain"?: string;
                        /** @description stored (the source logo as is), rendered (made from it for this request), prebuilt (the object logos build wrote for this request), or the fallback that answered: monogram or transparent; gravatar for the avatar of a personal address (GET /v1/email/{address}) */
                        "X-Logo-Source"?: "stored" | "rendered" | "prebuilt" | "monogram" | "transparent" | "gravatar";
                        /** @description the theme served (real logos only) */
                        "X-Logo-Theme"?: string;
                        /** @description present only when the answer is larger than the stored raster (a small favicon): the factor its pixels were enlarged by, at most 4; beyond that the image is centred on a transparent canvas of the asked size. Ask fallback=404 or a smaller size to avoid it (brand data gives each logo's nativeSize) */
                        "X-Logo-Upscaled"?: string;
                        /** @description the variant served (real logos only) */
                        "X-Logo-Variant"?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "image/x-icon": string;
                    };
                };
                /** @description no logo, and fallback is an https URL: a redirect there */
                302: {
                    headers: {
                        /** @description "public, max-age=3600", private when answered to an API key */
                        "Cache-Control"?: string;
                        /** @description the fallback URL, as given */
                        Location?: string;
                        /** @description requests allowed per minute */
                        "RateLimit-Limit"?: number;
                        /** @description requests left in this minute */
                        "RateLimit-Remaining"?: number;
                        /** @description seconds until the minute window resets */
                        "RateLimit-Reset"?: number;
                        /** @description redirect */
                        "X-Logo-Source"?: "redirect";
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description not modified: the If-None-Match ETag still matches */
                304: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description INVALID_PARAMETER or INVALID_DOMAIN, naming the parameter; DUPLICATE_PARAMETER for a parameter named twice */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "code": "INVALID_DOMAIN",
                         *       "message": "The domain is not a valid public hostname."
                         *     }
                         */
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description UNAUTHORIZED (no key, no trusted origin) or INVALID_API_KEY */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "code": "UNAUTHORIZED",
                         *       "message": "No credentials: send an API key or call from a trusted origin (GET /v1/me, POST /v1/refresh and /v1/webhooks always need a key)."
                         *     }
                         */
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description LOGO_NOT_FOUND (the peer's 404) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "code": "LOGO_NOT_FOUND",
                         *       "message": "No logo (or not the asked variant) exists and fallback=404 was asked."
                         *     }
                         */
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description RATE_LIMITED: per-minute limit or monthly quota reached */
                429: {
                    headers: {
                        /** @description seconds to wait */
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "code": "RATE_LIMITED",
                         *       "message": "The per-minute rate limit or the monthly quota is reached; see Retry-After."
                         *     }
                         */
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description RENDER_FAILED or INTERNAL_ERROR */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "code": "RENDER_FAILED",
                         *       "message": "The stored logo could not be decoded, sanitised or rendered within RENDER_DEADLINE_MS; the source is then refused at once for RENDER_FAILURE_TTL_S."
                         *     }
                         */
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description OVERLOADED: the render queue is full */
                503: {
                    headers: {
                        /** @description seconds to wait */
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "code": "OVERLOADED",
                         *       "message": "Every render process is busy and the render queue is full; retry after Retry-After seconds (stored and cached logos are still served)."
                         *     }
                         */
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/logodev/{domain}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * logo.dev's form (also /logo.dev/…, /logodev/name/…, /ticker/…, /crypto/…)
         * @description img.logo.dev/{domain}: JPEG of 128 px with a monogram by default; token= is an API key (a pk_ key is left out: the page decides). Also at the root of a host COMPAT_HOSTS maps to the service (docs/migrating.md). ?token= is the caller's API key on every form (a pk_ one is ignored).
         */
        get: {
            parameters: {
                query?: {
                    /** @description monogram (default) or 404 */
                    fallback?: string;
                    /** @description jpg (default), png, webp or svg */
                    format?: string;
                    /** @description boolean */
                    greyscale?: string;
                    /** @description boolean */
                    retina?: string;
                    /** @description 16 to 1024, default 128 */
                    size?: string;
                    /** @description auto, light or dark (for dark backgrounds) */
                    theme?: string;
                    /** @description API key (la_…), as on every form; a logo.dev publishable key (pk_…) is ignored */
                    token?: string;
                };
                header?: never;
                path: {
                    /** @description domain of the brand */
                    domain: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description the logo, or what fallback asks for when there is none: a monogram (X-Logo-Source: monogram) or a transparent image (X-Logo-Source: transparent) */
                200: {
                    headers: {
                        /** @description "public, max-age=86400" for logos, "public, max-age=3600" for monograms and transparent images; private instead of public when answered to an API key */
                        "Cache-Control"?: string;
                        /** @description strong ETag; If-None-Match answers 304 */
                        ETag?: string;
                        /** @description the native URL this answer stands for, in angle brackets with rel="canonical" (without the key) */
                        Link?: string;
                        /** @description requests allowed per minute */
                        "RateLimit-Limit"?: number;
                        /** @description requests left in this minute */
                        "RateLimit-Remaining"?: number;
                        /** @description seconds until the minute window resets */
                        "RateLimit-Reset"?: number;
                        /** @description Authorization, X-API-Key, Origin on key-less answers (and Accept with format=auto) */
                        Vary?: string;
                        /** @description the primary domain of the brand that answered (after aliases, subdomains, name or ticker resolution); for a monogram, the domain asked for */
                        "X-Logo-Domain"?: string;
                        /** @description stored (the source logo as is), rendered (made from it for this request), prebuilt (the object logos build wrote for this request), or the fallback that answered: monogram or transparent; gravatar for the avatar of a personal address (GET /v1/email/{address}) */
                        "X-Logo-Source"?: "stored" | "rendered" | "prebuilt" | "monogram" | "transparent" | "gravatar";
                        /** @description the theme served (real logos only) */
                        "X-Logo-Theme"?: string;
                        /** @description present only when the answer is larger than the stored raster (a small favicon): the factor its pixels were enlarged by, at most 4; beyond that the image is centred on a transparent canvas of the asked size. Ask fallback=404 or a smaller size to avoid it (brand data gives each logo's nativeSize) */
                        "X-Logo-Upscaled"?: string;
                        /** @description the variant served (real logos only) */
                        "X-Logo-Variant"?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "image/avif": string;
                        "image/jpeg": string;
                        "image/png": string;
                        "image/svg+xml": string;
                        "image/webp": string;
                    };
                };
                /** @description no logo, and fallback is an https URL: a redirect there */
                302: {
                    headers: {
                        /** @description "public, max-age=3600", private when answered to an API key */
                        "Cache-Control"?: string;
                        /** @description the fallback URL, as given */
                        Location?: string;
                        /** @description requests allowed per minute */
                        "RateLimit-Limit"?: number;
                        /** @description requests left in this minute */
                        "RateLimit-Remaining"?: number;
                        /** @description seconds until the minute window resets */
                        "RateLimit-Reset"?: number;
                        /** @description redirect */
                        "X-Logo-Source"?: "redirect";
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description not modified: the If-None-Match ETag still matches */
                304: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description INVALID_PARAMETER or INVALID_DOMAIN, naming the parameter; DUPLICATE_PARAMETER for a parameter named twice */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "code": "INVALID_DOMAIN",
                         *       "message": "The domain is not a valid public hostname."
                         *     }
                         */
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description UNAUTHORIZED (no key, no trusted origin) or INVALID_API_KEY */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "code": "UNAUTHORIZED",
                         *       "message": "No credentials: send an API key or call from a trusted origin (GET /v1/me, POST /v1/refresh and /v1/webhooks always need a key)."
                         *     }
                         */
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description LOGO_NOT_FOUND (the peer's 404) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "code": "LOGO_NOT_FOUND",
                         *       "message": "No logo (or not the asked variant) exists and fallback=404 was asked."
                         *     }
                         */
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description RATE_LIMITED: per-minute limit or monthly quota reached */
                429: {
                    headers: {
                        /** @description seconds to wait */
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "code": "RATE_LIMITED",
                         *       "message": "The per-minute rate limit or the monthly quota is reached; see Retry-After."
                         *     }
                         */
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description RENDER_FAILED or INTERNAL_ERROR */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "code": "RENDER_FAILED",
                         *       "message": "The stored logo could not be decoded, sanitised or rendered within RENDER_DEADLINE_MS; the source is then refused at once for RENDER_FAILURE_TTL_S."
                         *     }
                         */
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description OVERLOADED: the render queue is full */
                503: {
                    headers: {
                        /** @description seconds to wait */
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "code": "OVERLOADED",
                         *       "message": "Every render process is busy and the render queue is full; retry after Retry-After seconds (stored and cached logos are still served)."
                         *     }
                         */
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/mcp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * MCP tools for AI assistants (Streamable HTTP)
         * @description The Model Context Protocol over Streamable HTTP, stateless, answered as JSON: search_brands, get_brand, get_logo_url, get_logo, identify_merchant, report_wrong_logo (docs/mcp.md). The same access as /v1; each tools/call counts as one request for rate limits, the monthly quota and usage, while initialize, tools/list and notifications count nothing. GET and DELETE answer 405.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["McpMessage"];
                };
            };
            responses: {
                /** @description the JSON-RPC answer; a refused tool call is a result with isError and the API's code in its text */
                200: {
                    headers: {
                        /** @description requests allowed per minute */
                        "RateLimit-Limit"?: number;
                        /** @description requests left in this minute */
                        "RateLimit-Remaining"?: number;
                        /** @description seconds until the minute window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": unknown;
                    };
                };
                /** @description a notification, accepted */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description INVALID_PARAMETER: the body is not JSON */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "code": "INVALID_PARAMETER",
                         *       "message": "A query parameter, body field or legacy file name has a value outside what it allows (control and bidirectional-override characters included); the message names it."
                         *     }
                         */
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description UNAUTHORIZED (no key, no trusted origin) or INVALID_API_KEY */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "code": "UNAUTHORIZED",
                         *       "message": "No credentials: send an API key or call from a trusted origin (GET /v1/me, POST /v1/refresh and /v1/webhooks always need a key)."
                         *     }
                         */
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description PAYLOAD_TOO_LARGE: the body is over 65536 bytes */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "code": "PAYLOAD_TOO_LARGE",
                         *       "message": "The request body is larger than allowed (an uploaded logo: DISCOVERY_MAX_BYTES); the message names the limit."
                         *     }
                         */
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description RATE_LIMITED: per-minute limit or monthly quota reached */
                429: {
                    headers: {
                        /** @description seconds to wait */
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "code": "RATE_LIMITED",
                         *       "message": "The per-minute rate limit or the monthly quota is reached; see Retry-After."
                         *     }
                         */
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description RENDER_FAILED or INTERNAL_ERROR */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "code": "RENDER_FAILED",
                         *       "message": "The stored logo could not be decoded, sanitised or rendered within RENDER_DEADLINE_MS; the source is then refused at once for RENDER_FAILURE_TTL_S."
                         *     }
                         */
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description OVERLOADED: the render queue is full */
                503: {
                    headers: {
                        /** @description seconds to wait */
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "code": "OVERLOADED",
                         *       "message": "Every render process is busy and the render queue is full; retry after Retry-After seconds (stored and cached logos are still served)."
                         *     }
                         */
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/s2/favicons": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Google's favicon service form
         * @description www.google.com/s2/favicons: the icon as PNG of sz pixels (16 by default); an unknown site gets the monogram. Also at the root of a host COMPAT_HOSTS maps to the service (docs/migrating.md). ?token= is the caller's API key on every form (a pk_ one is ignored).
         */
        get: {
            parameters: {
                query?: {
                    /** @description the site */
                    domain?: string;
                    /** @description the site as a URL, when domain is absent */
                    domain_url?: string;
                    /** @description pixels, 16 to 1024 */
                    sz?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description the logo, or what fallback asks for when there is none: a monogram (X-Logo-Source: monogram) or a transparent image (X-Logo-Source: transparent) */
                200: {
                    headers: {
                        /** @description "public, max-age=86400" for logos, "public, max-age=3600" for monograms and transparent images; private instead of public when answered to an API key */
                        "Cache-Control"?: string;
                        /** @description strong ETag; If-None-Match answers 304 */
                        ETag?: string;
                        /** @description the native URL this answer stands for, in angle brackets with rel="canonical" (without the key) */
                        Link?: string;
                        /** @description requests allowed per minute */
                        "RateLimit-Limit"?: number;
                        /** @description requests left in this minute */
                        "RateLimit-Remaining"?: number;
                        /** @description seconds until the minute window resets */
                        "RateLimit-Reset"?: number;
                        /** @description Authorization, X-API-Key, Origin on key-less answers (and Accept with format=auto) */
                        Vary?: string;
                        /** @description the primary domain of the brand that answered (after aliases, subdomains, name or ticker resolution); for a monogram, the domain asked for */
                        "X-Logo-Domain"?: string;
                        /** @description stored (the source logo as is), rendered (made from it for this request), prebuilt (the object logos build wrote for this request), or the fallback that answered: monogram or transparent; gravatar for the avatar of a personal address (GET /v1/email/{address}) */
                        "X-Logo-Source"?: "stored" | "rendered" | "prebuilt" | "monogram" | "transparent" | "gravatar";
                        /** @description the theme served (real logos only) */
                        "X-Logo-Theme"?: string;
                        /** @description present only when the answer is larger than the stored raster (a small favicon): the factor its pixels were enlarged by, at most 4; beyond that the image is centred on a transparent canvas of the asked size. Ask fallback=404 or a smaller size to avoid it (brand data gives each logo's nativeSize) */
                        "X-Logo-Upscaled"?: string;
                        /** @description the variant served (real logos only) */
                        "X-Logo-Variant"?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "image/avif": string;
                        "image/jpeg": string;
                        "image/png": string;
                        "image/svg+xml": string;
                        "image/webp": string;
                    };
                };
                /** @description no logo, and fallback is an https URL: a redirect there */
                302: {
                    headers: {
                        /** @description "public, max-age=3600", private when answered to an API key */
                        "Cache-Control"?: string;
                        /** @description the fallback URL, as given */
                        Location?: string;
                        /** @description requests allowed per minute */
                        "RateLimit-Limit"?: number;
                        /** @description requests left in this minute */
                        "RateLimit-Remaining"?: number;
                        /** @description seconds until the minute window resets */
                        "RateLimit-Reset"?: number;
                        /** @description redirect */
                        "X-Logo-Source"?: "redirect";
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description not modified: the If-None-Match ETag still matches */
                304: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description INVALID_PARAMETER or INVALID_DOMAIN, naming the parameter; DUPLICATE_PARAMETER for a parameter named twice */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "code": "INVALID_DOMAIN",
                         *       "message": "The domain is not a valid public hostname."
                         *     }
                         */
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description UNAUTHORIZED (no key, no trusted origin) or INVALID_API_KEY */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "code": "UNAUTHORIZED",
                         *       "message": "No credentials: send an API key or call from a trusted origin (GET /v1/me, POST /v1/refresh and /v1/webhooks always need a key)."
                         *     }
                         */
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description LOGO_NOT_FOUND (the peer's 404) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "code": "LOGO_NOT_FOUND",
                         *       "message": "No logo (or not the asked variant) exists and fallback=404 was asked."
                         *     }
                         */
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description RATE_LIMITED: per-minute limit or monthly quota reached */
                429: {
                    headers: {
                        /** @description seconds to wait */
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "code": "RATE_LIMITED",
                         *       "message": "The per-minute rate limit or the monthly quota is reached; see Retry-After."
                         *     }
                         */
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description RENDER_FAILED or INTERNAL_ERROR */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "code": "RENDER_FAILED",
                         *       "message": "The stored logo could not be decoded, sanitised or rendered within RENDER_DEADLINE_MS; the source is then refused at once for RENDER_FAILURE_TTL_S."
                         *     }
                         */
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description OVERLOADED: the render queue is full */
                503: {
                    headers: {
                        /** @description seconds to wait */
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "code": "OVERLOADED",
                         *       "message": "Every render process is busy and the render queue is full; retry after Retry-After seconds (stored and cached logos are still served)."
                         *     }
                         */
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/unavatar/{domain}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * unavatar's domain form (also /unavatar/clearbit/…, /unavatar/google/…)
         * @description unavatar.io/{domain}: the icon as PNG of 128 px, a monogram for an unknown domain; fallback=false is a 404, an https URL a redirect. Also at the root of a host COMPAT_HOSTS maps to the service (docs/migrating.md). ?token= is the caller's API key on every form (a pk_ one is ignored).
         */
        get: {
            parameters: {
                query?: {
                    /** @description false, or an https URL */
                    fallback?: string;
                };
                header?: never;
                path: {
                    /** @description domain of the brand */
                    domain: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description the logo, or what fallback asks for when there is none: a monogram (X-Logo-Source: monogram) or a transparent image (X-Logo-Source: transparent) */
                200: {
                    headers: {
                        /** @description "public, max-age=86400" for logos, "public, max-age=3600" for monograms and transparent images; private instead of public when answered to an API key */
                        "Cache-Control"?: string;
                        /** @description strong ETag; If-None-Match answers 304 */
                        ETag?: string;
                        /** @description the native URL this answer stands for, in angle brackets with rel="canonical" (without the key) */
                        Link?: string;
                        /** @description requests allowed per minute */
                        "RateLimit-Limit"?: number;
                        /** @description requests left in this minute */
                        "RateLimit-Remaining"?: number;
                        /** @description seconds until the minute window resets */
                        "RateLimit-Reset"?: number;
                        /** @description Authorization, X-API-Key, Origin on key-less answers (and Accept with format=auto) */
                        Vary?: string;
                        /** @description the primary domain of the brand that answered (after aliases, subdomains, name or ticker resolution); for a monogram, the domain asked for */
                        "X-Logo-Domain"?: string;
                        /** @description stored (the source logo as is), rendered (made from it for this request), prebuilt (the object logos build wrote for this request), or the fallback that answered: monogram or transparent; gravatar for the avatar of a personal address (GET /v1/email/{address}) */
                        "X-Logo-Source"?: "stored" | "rendered" | "prebuilt" | "monogram" | "transparent" | "gravatar";
                        /** @description the theme served (real logos only) */
                        "X-Logo-Theme"?: string;
                        /** @description present only when the answer is larger than the stored raster (a small favicon): the factor its pixels were enlarged by, at most 4; beyond that the image is centred on a transparent canvas of the asked size. Ask fallback=404 or a smaller size to avoid it (brand data gives each logo's nativeSize) */
                        "X-Logo-Upscaled"?: string;
                        /** @description the variant served (real logos only) */
                        "X-Logo-Variant"?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "image/avif": string;
                        "image/jpeg": string;
                        "image/png": string;
                        "image/svg+xml": string;
                        "image/webp": string;
                    };
                };
                /** @description no logo, and fallback is an https URL: a redirect there */
                302: {
                    headers: {
                        /** @description "public, max-age=3600", private when answered to an API key */
                        "Cache-Control"?: string;
                        /** @description the fallback URL, as given */
                        Location?: string;
                        /** @description requests allowed per minute */
                        "RateLimit-Limit"?: number;
                        /** @description requests left in this minute */
                        "RateLimit-Remaining"?: number;
                        /** @description seconds until the minute window resets */
                        "RateLimit-Reset"?: number;
                        /** @description redirect */
                        "X-Logo-Source"?: "redirect";
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description not modified: the If-None-Match ETag still matches */
                304: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description INVALID_PARAMETER or INVALID_DOMAIN, naming the parameter; DUPLICATE_PARAMETER for a parameter named twice */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "code": "INVALID_DOMAIN",
                         *       "message": "The domain is not a valid public hostname."
                         *     }
                         */
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description UNAUTHORIZED (no key, no trusted origin) or INVALID_API_KEY */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "code": "UNAUTHORIZED",
                         *       "message": "No credentials: send an API key or call from a trusted origin (GET /v1/me, POST /v1/refresh and /v1/webhooks always need a key)."
                         *     }
                         */
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description LOGO_NOT_FOUND (the peer's 404) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "code": "LOGO_NOT_FOUND",
                         *       "message": "No logo (or not the asked variant) exists and fallback=404 was asked."
                         *     }
                         */
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description RATE_LIMITED: per-minute limit or monthly quota reached */
                429: {
                    headers: {
                        /** @description seconds to wait */
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "code": "RATE_LIMITED",
                         *       "message": "The per-minute rate limit or the monthly quota is reached; see Retry-After."
                         *     }
                         */
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description RENDER_FAILED or INTERNAL_ERROR */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "code": "RENDER_FAILED",
                         *       "message": "The stored logo could not be decoded, sanitised or rendered within RENDER_DEADLINE_MS; the source is then refused at once for RENDER_FAILURE_TTL_S."
                         *     }
                         */
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description OVERLOADED: the render queue is full */
                503: {
                    headers: {
                        /** @description seconds to wait */
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "code": "OVERLOADED",
                         *       "message": "Every render process is busy and the render queue is full; retry after Retry-After seconds (stored and cached logos are still served)."
                         *     }
                         */
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/{domain}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Logo of a brand by domain
         * @description The logo of the brand a domain, URL or alias names, in the asked variant, format, size and theme. A domain without a logo is queued for discovery and answered as fallback asks: a monogram (the default), 404, a transparent image, or a redirect to an https URL; X-Logo-Source says which. A matching If-None-Match answers 304.
         */
        get: {
            parameters: {
                query?: {
                    /** @description what answers when there is no logo (X-Logo-Source says which happened): monogram (default), a letter tile in the asked format (SVG when no format is named); 404, LOGO_NOT_FOUND, also when the brand lacks the asked variant; transparent, an empty transparent image of the asked size and format (SVG when no format is named; not with format=jpg); or an https URL of at most 1024 characters such as https://cdn.example.com/placeholder.png, answered with a 302 redirect there (never to a private, loopback or link-local address, written as one or resolving to one: those are a 400 INVALID_PARAMETER) */
                    fallback?: string;
                    /** @description output format; auto picks AVIF, WebP or PNG from Accept; when absent, a monogram placeholder is SVG */
                    format?: "webp" | "png" | "avif" | "jpg" | "svg" | "auto";
                    /** @description neutral grey output */
                    greyscale?: "true" | "false" | "1" | "0" | "yes" | "no" | "on" | "off";
                    /** @description double the pixels */
                    retina?: "true" | "false" | "1" | "0" | "yes" | "no" | "on" | "off";
                    /** @description longest side in pixels; ignored for SVG */
                    size?: number;
                    /** @description auto as stored; dark for dark backgrounds (stored dark variant or automatic recolouring) */
                    theme?: "auto" | "light" | "dark";
                    /** @description cache-busting token, accepted and ignored */
                    v?: string;
                    /** @description icon (square mark), symbol (bare mark) or logo (wordmark); the nearest one is served when missing */
                    variant?: "icon" | "logo" | "symbol";
                };
                header?: never;
                path: {
                    /** @description domain, URL or alias of the brand */
                    domain: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description the logo, or what fallback asks for when there is none: a monogram (X-Logo-Source: monogram) or a transparent image (X-Logo-Source: transparent) */
                200: {
                    headers: {
                        /** @description "public, max-age=86400" for logos, "public, max-age=3600" for monograms and transparent images; private instead of public when answered to an API key */
                        "Cache-Control"?: string;
                        /** @description strong ETag; If-None-Match answers 304 */
                        ETag?: string;
                        /** @description requests allowed per minute */
                        "RateLimit-Limit"?: number;
                        /** @description requests left in this minute */
                        "RateLimit-Remaining"?: number;
                        /** @description seconds until the minute window resets */
                        "RateLimit-Reset"?: number;
                        /** @description Authorization, X-API-Key, Origin on key-less answers (and Accept with format=auto) */
                        Vary?: string;
                        /** @description the primary domain of the brand that answered (after aliases, subdomains, name or ticker resolution); for a monogram, the domain asked for */
                        "X-Logo-Domain"?: string;
                        /** @description stored (the source logo as is), rendered (made from it for this request), prebuilt (the object logos build wrote for this request), or the fallback that answered: monogram or transparent; gravatar for the avatar of a personal address (GET /v1/email/{address}) */
                        "X-Logo-Source"?: "stored" | "rendered" | "prebuilt" | "monogram" | "transparent" | "gravatar";
                        /** @description the theme served (real logos only) */
                        "X-Logo-Theme"?: string;
                        /** @description present only when the answer is larger than the stored raster (a small favicon): the factor its pixels were enlarged by, at most 4; beyond that the image is centred on a transparent canvas of the asked size. Ask fallback=404 or a smaller size to avoid it (brand data gives each logo's nativeSize) */
                        "X-Logo-Upscaled"?: string;
                        /** @description the variant served (real logos only) */
                        "X-Logo-Variant"?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "image/avif": string;
                        "image/jpeg": string;
                        "image/png": string;
                        "image/svg+xml": string;
                        "image/webp": string;
                    };
                };
                /** @description no logo, and fallback is an https URL: a redirect there */
                302: {
                    headers: {
                        /** @description "public, max-age=3600", private when answered to an API key */
                        "Cache-Control"?: string;
                        /** @description the fallback URL, as given */
                        Location?: string;
                        /** @description requests allowed per minute */
                        "RateLimit-Limit"?: number;
                        /** @description requests left in this minute */
                        "RateLimit-Remaining"?: number;
                        /** @description seconds until the minute window resets */
                        "RateLimit-Reset"?: number;
                        /** @description redirect */
                        "X-Logo-Source"?: "redirect";
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description not modified: the If-None-Match ETag still matches */
                304: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description INVALID_DOMAIN or INVALID_PARAMETER */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "code": "INVALID_DOMAIN",
                         *       "message": "The domain is not a valid public hostname."
                         *     }
                         */
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description UNAUTHORIZED (no key, no trusted origin) or INVALID_API_KEY */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "code": "UNAUTHORIZED",
                         *       "message": "No credentials: send an API key or call from a trusted origin (GET /v1/me, POST /v1/refresh and /v1/webhooks always need a key)."
                         *     }
                         */
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description LOGO_NOT_FOUND (fallback=404) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "code": "LOGO_NOT_FOUND",
                         *       "message": "No logo (or not the asked variant) exists and fallback=404 was asked."
                         *     }
                         */
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description RATE_LIMITED: per-minute limit or monthly quota reached */
                429: {
                    headers: {
                        /** @description seconds to wait */
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "code": "RATE_LIMITED",
                         *       "message": "The per-minute rate limit or the monthly quota is reached; see Retry-After."
                         *     }
                         */
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description RENDER_FAILED or INTERNAL_ERROR */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "code": "RENDER_FAILED",
                         *       "message": "The stored logo could not be decoded, sanitised or rendered within RENDER_DEADLINE_MS; the source is then refused at once for RENDER_FAILURE_TTL_S."
                         *     }
                         */
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description OVERLOADED: the render queue is full */
                503: {
                    headers: {
                        /** @description seconds to wait */
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "code": "OVERLOADED",
                         *       "message": "Every render process is busy and the render queue is full; retry after Retry-After seconds (stored and cached logos are still served)."
                         *     }
                         */
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/{domain}/{file}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Legacy form of a logo URL
         * @description Answers 301 to /v1/{domain}?variant=…&format=… and keeps every other query parameter: /v1/stripe.com/logo.png is /v1/stripe.com?variant=logo&format=png.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description domain, URL or alias of the brand */
                    domain: string;
                    /** @description <variant>.<extension> */
                    file: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description moved to /v1/{domain} with the same query parameters */
                301: {
                    headers: {
                        Location?: string;
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description INVALID_PARAMETER */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "code": "INVALID_PARAMETER",
                         *       "message": "A query parameter, body field or legacy file name has a value outside what it allows (control and bidirectional-override characters included); the message names it."
                         *     }
                         */
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/{domain}/{variant}/{theme}/{file}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Logo by its public asset path (the key of a prebuilt object)
         * @description Same image as /v1/{domain}?variant=…&theme=…&size=…&format=…; file is <pixels>.<webp|png|avif|jpg> or vector.svg.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description domain, URL or alias of the brand */
                    domain: string;
                    /** @description <pixels>.<webp|png|avif|jpg> (the longest side) or vector.svg */
                    file: string;
                    /** @description light, or dark for dark backgrounds */
                    theme: "light" | "dark";
                    /** @description icon (square mark), symbol (bare mark) or logo (wordmark) */
                    variant: "icon" | "logo" | "symbol";
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description the logo, or what fallback asks for when there is none: a monogram (X-Logo-Source: monogram) or a transparent image (X-Logo-Source: transparent) */
                200: {
                    headers: {
                        /** @description "public, max-age=86400" for logos, "public, max-age=3600" for monograms and transparent images; private instead of public when answered to an API key */
                        "Cache-Control"?: string;
                        /** @description strong ETag; If-None-Match answers 304 */
                        ETag?: string;
                        /** @description requests allowed per minute */
                        "RateLimit-Limit"?: number;
                        /** @description requests left in this minute */
                        "RateLimit-Remaining"?: number;
                        /** @description seconds until the minute window resets */
                        "RateLimit-Reset"?: number;
                        /** @description Authorization, X-API-Key, Origin on key-less answers (and Accept with format=auto) */
                        Vary?: string;
                        /** @description the primary domain of the brand that answered (after aliases, subdomains, name or ticker resolution); for a monogram, the domain asked for */
                        "X-Logo-Domain"?: string;
                        /** @description stored (the source logo as is), rendered (made from it for this request), prebuilt (the object logos build wrote for this request), or the fallback that answered: monogram or transparent; gravatar for the avatar of a personal address (GET /v1/email/{address}) */
                        "X-Logo-Source"?: "stored" | "rendered" | "prebuilt" | "monogram" | "transparent" | "gravatar";
                        /** @description the theme served (real logos only) */
                        "X-Logo-Theme"?: string;
                        /** @description present only when the answer is larger than the stored raster (a small favicon): the factor its pixels were enlarged by, at most 4; beyond that the image is centred on a transparent canvas of the asked size. Ask fallback=404 or a smaller size to avoid it (brand data gives each logo's nativeSize) */
                        "X-Logo-Upscaled"?: string;
                        /** @description the variant served (real logos only) */
                        "X-Logo-Variant"?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "image/avif": string;
                        "image/jpeg": string;
                        "image/png": string;
                        "image/svg+xml": string;
                        "image/webp": string;
                    };
                };
                /** @description no logo, and fallback is an https URL: a redirect there */
                302: {
                    headers: {
                        /** @description "public, max-age=3600", private when answered to an API key */
                        "Cache-Control"?: string;
                        /** @description the fallback URL, as given */
                        Location?: string;
                        /** @description requests allowed per minute */
                        "RateLimit-Limit"?: number;
                        /** @description requests left in this minute */
                        "RateLimit-Remaining"?: number;
                        /** @description seconds until the minute window resets */
                        "RateLimit-Reset"?: number;
                        /** @description redirect */
                        "X-Logo-Source"?: "redirect";
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description not modified: the If-None-Match ETag still matches */
                304: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description INVALID_DOMAIN or INVALID_PARAMETER */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "code": "INVALID_DOMAIN",
                         *       "message": "The domain is not a valid public hostname."
                         *     }
                         */
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description UNAUTHORIZED (no key, no trusted origin) or INVALID_API_KEY */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "code": "UNAUTHORIZED",
                         *       "message": "No credentials: send an API key or call from a trusted origin (GET /v1/me, POST /v1/refresh and /v1/webhooks always need a key)."
                         *     }
                         */
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description LOGO_NOT_FOUND (fallback=404) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "code": "LOGO_NOT_FOUND",
                         *       "message": "No logo (or not the asked variant) exists and fallback=404 was asked."
                         *     }
                         */
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description RATE_LIMITED: per-minute limit or monthly quota reached */
                429: {
                    headers: {
                        /** @description seconds to wait */
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "code": "RATE_LIMITED",
                         *       "message": "The per-minute rate limit or the monthly quota is reached; see Retry-After."
                         *     }
                         */
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description RENDER_FAILED or INTERNAL_ERROR */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "code": "RENDER_FAILED",
                         *       "message": "The stored logo could not be decoded, sanitised or rendered within RENDER_DEADLINE_MS; the source is then refused at once for RENDER_FAILURE_TTL_S."
                         *     }
                         */
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description OVERLOADED: the render queue is full */
                503: {
                    headers: {
                        /** @description seconds to wait */
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "code": "OVERLOADED",
                         *       "message": "Every render process is busy and the render queue is full; retry after Retry-After seconds (stored and cached logos are still served)."
                         *     }
                         */
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/{domain}/theme/{theme}/{file}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Legacy form of a themed logo URL
         * @description Answers 301 to /v1/{domain}?variant=…&format=…&theme=… and keeps every other query parameter; .jpeg is accepted as jpg.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description domain, URL or alias of the brand */
                    domain: string;
                    /** @description <variant>.<extension> */
                    file: string;
                    /** @description auto, light or dark */
                    theme: "auto" | "light" | "dark";
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description moved to /v1/{domain} with the same query parameters */
                301: {
                    headers: {
                        Location?: string;
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description INVALID_PARAMETER */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "code": "INVALID_PARAMETER",
                         *       "message": "A query parameter, body field or legacy file name has a value outside what it allows (control and bidirectional-override characters included); the message names it."
                         *     }
                         */
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/admin/logos/{domain}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Pin a brand's logo (operators)
         * @description Stores the body as the brand's logo in one slot (variant and theme), replacing what discovery or the seed stored there, for every caller. Checked as discovery checks a found logo (SVG sanitised, raster decoded within the pixel limit, blank or tiny images refused). Neither discovery nor a seed import replaces a pinned logo; POST .../revert takes the pin back. Answers the brand's history.
         */
        put: {
            parameters: {
                query?: {
                    /** @description light (for light backgrounds) or dark (the version for dark backgrounds) */
                    theme?: "light" | "dark";
                    /** @description the slot the pinned file fills: icon (square mark), logo (wordmark) or symbol */
                    variant?: "icon" | "logo" | "symbol";
                };
                header?: never;
                path: {
                    /** @description domain, URL or alias of the brand */
                    domain: string;
                };
                cookie?: never;
            };
            /** @description the logo file: SVG, PNG, WebP, JPEG, AVIF, GIF or ICO, at most DISCOVERY_MAX_BYTES */
            requestBody: {
                content: {
                    "image/avif": string;
                    "image/gif": string;
                    "image/jpeg": string;
                    "image/png": string;
                    "image/svg+xml": string;
                    "image/webp": string;
                    "image/x-icon": string;
                };
            };
            responses: {
                /** @description the brand's history, the new pin first */
                200: {
                    headers: {
                        /** @description requests allowed per minute */
                        "RateLimit-Limit"?: number;
                        /** @description requests left in this minute */
                        "RateLimit-Remaining"?: number;
                        /** @description seconds until the minute window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["LogoHistory"];
                    };
                };
                /** @description INVALID_IMAGE, INVALID_PARAMETER (variant, theme) or INVALID_DOMAIN */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "code": "INVALID_DOMAIN",
                         *       "message": "The domain is not a valid public hostname."
                         *     }
                         */
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description UNAUTHORIZED (no key, no trusted origin) or INVALID_API_KEY */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "code": "UNAUTHORIZED",
                         *       "message": "No credentials: send an API key or call from a trusted origin (GET /v1/me, POST /v1/refresh and /v1/webhooks always need a key)."
                         *     }
                         */
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description FORBIDDEN: the key's account is not in ADMIN_EMAILS */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "code": "FORBIDDEN",
                         *       "message": "The route is for operators: the key's account is not listed in ADMIN_EMAILS."
                         *     }
                         */
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description PAYLOAD_TOO_LARGE: the file is larger than DISCOVERY_MAX_BYTES */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "code": "PAYLOAD_TOO_LARGE",
                         *       "message": "The request body is larger than allowed (an uploaded logo: DISCOVERY_MAX_BYTES); the message names the limit."
                         *     }
                         */
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description RATE_LIMITED: per-minute limit or monthly quota reached */
                429: {
                    headers: {
                        /** @description seconds to wait */
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "code": "RATE_LIMITED",
                         *       "message": "The per-minute rate limit or the monthly quota is reached; see Retry-After."
                         *     }
                         */
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description RENDER_FAILED or INTERNAL_ERROR */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "code": "RENDER_FAILED",
                         *       "message": "The stored logo could not be decoded, sanitised or rendered within RENDER_DEADLINE_MS; the source is then refused at once for RENDER_FAILURE_TTL_S."
                         *     }
                         */
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description OVERLOADED: the render queue is full */
                503: {
                    headers: {
                        /** @description seconds to wait */
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "code": "OVERLOADED",
                         *       "message": "Every render process is busy and the render queue is full; retry after Retry-After seconds (stored and cached logos are still served)."
                         *     }
                         */
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/admin/logos/{domain}/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What a brand's logo was, and who set it (operators)
         * @description Newest first: what is served now (seed and curated logos have no date), every pin with who pinned it, every revert, and every logo a discovery run stored.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description domain, URL or alias of the brand */
                    domain: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description the brand's history */
                200: {
                    headers: {
                        /** @description requests allowed per minute */
                        "RateLimit-Limit"?: number;
                        /** @description requests left in this minute */
                        "RateLimit-Remaining"?: number;
                        /** @description seconds until the minute window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["LogoHistory"];
                    };
                };
                /** @description INVALID_DOMAIN */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "code": "INVALID_DOMAIN",
                         *       "message": "The domain is not a valid public hostname."
                         *     }
                         */
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description UNAUTHORIZED (no key, no trusted origin) or INVALID_API_KEY */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "code": "UNAUTHORIZED",
                         *       "message": "No credentials: send an API key or call from a trusted origin (GET /v1/me, POST /v1/refresh and /v1/webhooks always need a key)."
                         *     }
                         */
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description FORBIDDEN: the key's account is not in ADMIN_EMAILS */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "code": "FORBIDDEN",
                         *       "message": "The route is for operators: the key's account is not listed in ADMIN_EMAILS."
                         *     }
                         */
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description RATE_LIMITED: per-minute limit or monthly quota reached */
                429: {
                    headers: {
                        /** @description seconds to wait */
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "code": "RATE_LIMITED",
                         *       "message": "The per-minute rate limit or the monthly quota is reached; see Retry-After."
                         *     }
                         */
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description RENDER_FAILED or INTERNAL_ERROR */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "code": "RENDER_FAILED",
                         *       "message": "The stored logo could not be decoded, sanitised or rendered within RENDER_DEADLINE_MS; the source is then refused at once for RENDER_FAILURE_TTL_S."
                         *     }
                         */
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description OVERLOADED: the render queue is full */
                503: {
                    headers: {
                        /** @description seconds to wait */
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "code": "OVERLOADED",
                         *       "message": "Every render process is busy and the render queue is full; retry after Retry-After seconds (stored and cached logos are still served)."
                         *     }
                         */
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/admin/logos/{domain}/revert": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Take back a brand's newest pin (operators)
         * @description The newest pin still in force is taken back and what it replaced is served again; a second revert takes back the pin before it.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description domain, URL or alias of the brand */
                    domain: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description the brand's history, the revert first */
                200: {
                    headers: {
                        /** @description requests allowed per minute */
                        "RateLimit-Limit"?: number;
                        /** @description requests left in this minute */
                        "RateLimit-Remaining"?: number;
                        /** @description seconds until the minute window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["LogoHistory"];
                    };
                };
                /** @description INVALID_DOMAIN */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "code": "INVALID_DOMAIN",
                         *       "message": "The domain is not a valid public hostname."
                         *     }
                         */
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description UNAUTHORIZED (no key, no trusted origin) or INVALID_API_KEY */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "code": "UNAUTHORIZED",
                         *       "message": "No credentials: send an API key or call from a trusted origin (GET /v1/me, POST /v1/refresh and /v1/webhooks always need a key)."
                         *     }
                         */
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description FORBIDDEN: the key's account is not in ADMIN_EMAILS */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "code": "FORBIDDEN",
                         *       "message": "The route is for operators: the key's account is not listed in ADMIN_EMAILS."
                         *     }
                         */
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description NOTHING_TO_REVERT: the brand has no pin in force */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "code": "NOTHING_TO_REVERT",
                         *       "message": "The brand has no pinned logo in force to revert."
                         *     }
                         */
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description RATE_LIMITED: per-minute limit or monthly quota reached */
                429: {
                    headers: {
                        /** @description seconds to wait */
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "code": "RATE_LIMITED",
                         *       "message": "The per-minute rate limit or the monthly quota is reached; see Retry-After."
                         *     }
                         */
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description RENDER_FAILED or INTERNAL_ERROR */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "code": "RENDER_FAILED",
                         *       "message": "The stored logo could not be decoded, sanitised or rendered within RENDER_DEADLINE_MS; the source is then refused at once for RENDER_FAILURE_TTL_S."
                         *     }
                         */
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description OVERLOADED: the render queue is full */
                503: {
                    headers: {
                        /** @description seconds to wait */
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "code": "OVERLOADED",
                         *       "message": "Every render process is busy and the render queue is full; retry after Retry-After seconds (stored and cached logos are still served)."
                         *     }
                         */
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/brand/{domain}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Brand data: name, domains, colours, socials, industry and stored logos
         * @description Aliases resolve to the primary brand. A company email address answers its company (a personal address at a free mail provider: BRAND_NOT_FOUND). Unknown facts are null, never guessed; logos lists the assets actually stored with their provenance; factSources says where each fact came from; updatedAt says when the logos last changed and checkedAt when discovery last looked.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description domain, URL or alias of the brand */
                    domain: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description the brand */
                200: {
                    headers: {
                        /** @description requests allowed per minute */
                        "RateLimit-Limit"?: number;
                        /** @description requests left in this minute */
                        "RateLimit-Remaining"?: number;
                        /** @description seconds until the minute window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Brand"];
                    };
                };
                /** @description INVALID_DOMAIN or INVALID_EMAIL */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "code": "INVALID_DOMAIN",
                         *       "message": "The domain is not a valid public hostname."
                         *     }
                         */
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description UNAUTHORIZED (no key, no trusted origin) or INVALID_API_KEY */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "code": "UNAUTHORIZED",
                         *       "message": "No credentials: send an API key or call from a trusted origin (GET /v1/me, POST /v1/refresh and /v1/webhooks always need a key)."
                         *     }
                         */
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description BRAND_NOT_FOUND */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "code": "BRAND_NOT_FOUND",
                         *       "message": "No brand is known for the domain."
                         *     }
                         */
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description RATE_LIMITED: per-minute limit or monthly quota reached */
                429: {
                    headers: {
                        /** @description seconds to wait */
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "code": "RATE_LIMITED",
                         *       "message": "The per-minute rate limit or the monthly quota is reached; see Retry-After."
                         *     }
                         */
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description RENDER_FAILED or INTERNAL_ERROR */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "code": "RENDER_FAILED",
                         *       "message": "The stored logo could not be decoded, sanitised or rendered within RENDER_DEADLINE_MS; the source is then refused at once for RENDER_FAILURE_TTL_S."
                         *     }
                         */
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description OVERLOADED: the render queue is full */
                503: {
                    headers: {
                        /** @description seconds to wait */
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "code": "OVERLOADED",
                         *       "message": "Every render process is busy and the render queue is full; retry after Retry-After seconds (stored and cached logos are still served)."
                         *     }
                         */
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/brand/{domain}/report": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Report a wrong logo
         * @description Records that a known brand's logo is wrong (an og:image stored as a logo, an old mark) and queues the brand for discovery at once. Once REPORT_CONFIRMATIONS accounts reported the same image (by URL or content), that run and every later one leave it out; until then the brand keeps its logo for every caller. A report counts as a refresh (refreshesPerMinute, the per-client discovery quota, the queue cap), and each account may file reportsPerDay (its plan) and each brand receive REPORTS_PER_BRAND_PER_DAY reports per UTC day (429 RATE_LIMITED beyond). Discovery never replaces a curated or pinned logo: operators see reports with `logos reports` and pin the right one.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description domain, URL or alias of the brand */
                    domain: string;
                };
                cookie?: never;
            };
            /** @description why the logo is wrong */
            requestBody: {
                content: {
                    "application/json": components["schemas"]["ReportRequest"];
                };
            };
            responses: {
                /** @description the report, stored; a discovery run of the brand is due */
                202: {
                    headers: {
                        /** @description requests allowed per minute */
                        "RateLimit-Limit"?: number;
                        /** @description requests left in this minute */
                        "RateLimit-Remaining"?: number;
                        /** @description seconds until the minute window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Report"];
                    };
                };
                /** @description INVALID_PARAMETER (reason, imageUrl or a body that is not JSON) or INVALID_DOMAIN */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "code": "INVALID_DOMAIN",
                         *       "message": "The domain is not a valid public hostname."
                         *     }
                         */
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description UNAUTHORIZED (no key, no trusted origin) or INVALID_API_KEY */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "code": "UNAUTHORIZED",
                         *       "message": "No credentials: send an API key or call from a trusted origin (GET /v1/me, POST /v1/refresh and /v1/webhooks always need a key)."
                         *     }
                         */
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description BRAND_NOT_FOUND: no brand is known for the domain */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "code": "BRAND_NOT_FOUND",
                         *       "message": "No brand is known for the domain."
                         *     }
                         */
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description PAYLOAD_TOO_LARGE: the body is over 8192 bytes */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "code": "PAYLOAD_TOO_LARGE",
                         *       "message": "The request body is larger than allowed (an uploaded logo: DISCOVERY_MAX_BYTES); the message names the limit."
                         *     }
                         */
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description RATE_LIMITED: per-minute limit or monthly quota reached */
                429: {
                    headers: {
                        /** @description seconds to wait */
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "code": "RATE_LIMITED",
                         *       "message": "The per-minute rate limit or the monthly quota is reached; see Retry-After."
                         *     }
                         */
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description RENDER_FAILED or INTERNAL_ERROR */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "code": "RENDER_FAILED",
                         *       "message": "The stored logo could not be decoded, sanitised or rendered within RENDER_DEADLINE_MS; the source is then refused at once for RENDER_FAILURE_TTL_S."
                         *     }
                         */
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description DISCOVERY_QUEUE_FULL: the discovery queue is full, or OVERLOADED; see Retry-After */
                503: {
                    headers: {
                        /** @description seconds to wait */
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "code": "DISCOVERY_QUEUE_FULL",
                         *       "message": "The discovery queue holds DISCOVERY_QUEUE_MAX domains; a refresh or report of a domain not waiting already is refused until it drains (see Retry-After)."
                         *     }
                         */
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/crypto/{symbol}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Icon of a cryptocurrency by symbol
         * @description Serves a coin's icon with the logo parameters; X-Logo-Domain carries the asset id (crypto:btc). Unknown coins are answered as fallback asks: a monogram (the default), 404, a transparent image or a redirect.
         */
        get: {
            parameters: {
                query?: {
                    /** @description what answers when there is no logo (X-Logo-Source says which happened): monogram (default), a letter tile in the asked format (SVG when no format is named); 404, LOGO_NOT_FOUND, also when the brand lacks the asked variant; transparent, an empty transparent image of the asked size and format (SVG when no format is named; not with format=jpg); or an https URL of at most 1024 characters such as https://cdn.example.com/placeholder.png, answered with a 302 redirect there (never to a private, loopback or link-local address, written as one or resolving to one: those are a 400 INVALID_PARAMETER) */
                    fallback?: string;
                    /** @description output format; auto picks AVIF, WebP or PNG from Accept; when absent, a monogram placeholder is SVG */
                    format?: "webp" | "png" | "avif" | "jpg" | "svg" | "auto";
                    /** @description neutral grey output */
                    greyscale?: "true" | "false" | "1" | "0" | "yes" | "no" | "on" | "off";
                    /** @description double the pixels */
                    retina?: "true" | "false" | "1" | "0" | "yes" | "no" | "on" | "off";
                    /** @description longest side in pixels; ignored for SVG */
                    size?: number;
                    /** @description auto as stored; dark for dark backgrounds (stored dark variant or automatic recolouring) */
                    theme?: "auto" | "light" | "dark";
                    /** @description cache-busting token, accepted and ignored */
                    v?: string;
                    /** @description icon (square mark), symbol (bare mark) or logo (wordmark); the nearest one is served when missing */
                    variant?: "icon" | "logo" | "symbol";
                };
                header?: never;
                path: {
                    /** @description coin symbol, any case */
                    symbol: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description the logo, or what fallback asks for when there is none: a monogram (X-Logo-Source: monogram) or a transparent image (X-Logo-Source: transparent) */
                200: {
                    headers: {
                        /** @description "public, max-age=86400" for logos, "public, max-age=3600" for monograms and transparent images; private instead of public when answered to an API key */
                        "Cache-Control"?: string;
                        /** @description strong ETag; If-None-Match answers 304 */
                        ETag?: string;
                        /** @description requests allowed per minute */
                        "RateLimit-Limit"?: number;
                        /** @description requests left in this minute */
                        "RateLimit-Remaining"?: number;
                        /** @description seconds until the minute window resets */
                        "RateLimit-Reset"?: number;
                        /** @description Authorization, X-API-Key, Origin on key-less answers (and Accept with format=auto) */
                        Vary?: string;
                        /** @description the primary domain of the brand that answered (after aliases, subdomains, name or ticker resolution); for a monogram, the domain asked for */
                        "X-Logo-Domain"?: string;
                        /** @description stored (the source logo as is), rendered (made from it for this request), prebuilt (the object logos build wrote for this request), or the fallback that answered: monogram or transparent; gravatar for the avatar of a personal address (GET /v1/email/{address}) */
                        "X-Logo-Source"?: "stored" | "rendered" | "prebuilt" | "monogram" | "transparent" | "gravatar";
                        /** @description the theme served (real logos only) */
                        "X-Logo-Theme"?: string;
                        /** @description present only when the answer is larger than the stored raster (a small favicon): the factor its pixels were enlarged by, at most 4; beyond that the image is centred on a transparent canvas of the asked size. Ask fallback=404 or a smaller size to avoid it (brand data gives each logo's nativeSize) */
                        "X-Logo-Upscaled"?: string;
                        /** @description the variant served (real logos only) */
                        "X-Logo-Variant"?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "image/avif": string;
                        "image/jpeg": string;
                        "image/png": string;
                        "image/svg+xml": string;
                        "image/webp": string;
                    };
                };
                /** @description no logo, and fallback is an https URL: a redirect there */
                302: {
                    headers: {
                        /** @description "public, max-age=3600", private when answered to an API key */
                        "Cache-Control"?: string;
                        /** @description the fallback URL, as given */
                        Location?: string;
                        /** @description requests allowed per minute */
                        "RateLimit-Limit"?: number;
                        /** @description requests left in this minute */
                        "RateLimit-Remaining"?: number;
                        /** @description seconds until the minute window resets */
                        "RateLimit-Reset"?: number;
                        /** @description redirect */
                        "X-Logo-Source"?: "redirect";
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description not modified: the If-None-Match ETag still matches */
                304: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description INVALID_PARAMETER */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "code": "INVALID_PARAMETER",
                         *       "message": "A query parameter, body field or legacy file name has a value outside what it allows (control and bidirectional-override characters included); the message names it."
                         *     }
                         */
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description UNAUTHORIZED (no key, no trusted origin) or INVALID_API_KEY */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "code": "UNAUTHORIZED",
                         *       "message": "No credentials: send an API key or call from a trusted origin (GET /v1/me, POST /v1/refresh and /v1/webhooks always need a key)."
                         *     }
                         */
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description LOGO_NOT_FOUND (fallback=404) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "code": "LOGO_NOT_FOUND",
                         *       "message": "No logo (or not the asked variant) exists and fallback=404 was asked."
                         *     }
                         */
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description RATE_LIMITED: per-minute limit or monthly quota reached */
                429: {
                    headers: {
                        /** @description seconds to wait */
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "code": "RATE_LIMITED",
                         *       "message": "The per-minute rate limit or the monthly quota is reached; see Retry-After."
                         *     }
                         */
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description RENDER_FAILED or INTERNAL_ERROR */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "code": "RENDER_FAILED",
                         *       "message": "The stored logo could not be decoded, sanitised or rendered within RENDER_DEADLINE_MS; the source is then refused at once for RENDER_FAILURE_TTL_S."
                         *     }
                         */
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description OVERLOADED: the render queue is full */
                503: {
                    headers: {
                        /** @description seconds to wait */
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "code": "OVERLOADED",
                         *       "message": "Every render process is busy and the render queue is full; retry after Retry-After seconds (stored and cached logos are still served)."
                         *     }
                         */
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/email/{address}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Logo or avatar for an email address
         * @description A company address answers exactly as GET /v1/{domain} with its domain part. An address at a free mail provider (gmail.com, outlook.com, …) belongs to a person: it answers the Gravatar of the address (X-Logo-Source: gravatar) when one exists, else the fallback (a monogram of the address's first letter, or 404 with fallback=404), never the mail provider's logo. theme and variant do not change an avatar. GET /v1/{domain} given an address answers the same.
         */
        get: {
            parameters: {
                query?: {
                    /** @description what answers when there is no logo (X-Logo-Source says which happened): monogram (default), a letter tile in the asked format (SVG when no format is named); 404, LOGO_NOT_FOUND, also when the brand lacks the asked variant; transparent, an empty transparent image of the asked size and format (SVG when no format is named; not with format=jpg); or an https URL of at most 1024 characters such as https://cdn.example.com/placeholder.png, answered with a 302 redirect there (never to a private, loopback or link-local address, written as one or resolving to one: those are a 400 INVALID_PARAMETER) */
                    fallback?: string;
                    /** @description output format; auto picks AVIF, WebP or PNG from Accept; when absent, a monogram placeholder is SVG */
                    format?: "webp" | "png" | "avif" | "jpg" | "svg" | "auto";
                    /** @description neutral grey output */
                    greyscale?: "true" | "false" | "1" | "0" | "yes" | "no" | "on" | "off";
                    /** @description double the pixels */
                    retina?: "true" | "false" | "1" | "0" | "yes" | "no" | "on" | "off";
                    /** @description longest side in pixels; ignored for SVG */
                    size?: number;
                    /** @description auto as stored; dark for dark backgrounds (stored dark variant or automatic recolouring) */
                    theme?: "auto" | "light" | "dark";
                    /** @description cache-busting token, accepted and ignored */
                    v?: string;
                    /** @description icon (square mark), symbol (bare mark) or logo (wordmark); the nearest one is served when missing */
                    variant?: "icon" | "logo" | "symbol";
                };
                header?: never;
                path: {
                    /** @description an email address; URL-encode "+" as %2B */
                    address: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description the logo, or what fallback asks for when there is none: a monogram (X-Logo-Source: monogram) or a transparent image (X-Logo-Source: transparent) */
                200: {
                    headers: {
                        /** @description "public, max-age=86400" for logos, "public, max-age=3600" for monograms and transparent images; private instead of public when answered to an API key */
                        "Cache-Control"?: string;
                        /** @description strong ETag; If-None-Match answers 304 */
                        ETag?: string;
                        /** @description requests allowed per minute */
                        "RateLimit-Limit"?: number;
                        /** @description requests left in this minute */
                        "RateLimit-Remaining"?: number;
                        /** @description seconds until the minute window resets */
                        "RateLimit-Reset"?: number;
                        /** @description Authorization, X-API-Key, Origin on key-less answers (and Accept with format=auto) */
                        Vary?: string;
                        /** @description the primary domain of the brand that answered (after aliases, subdomains, name or ticker resolution); for a monogram, the domain asked for */
                        "X-Logo-Domain"?: string;
                        /** @description stored (the source logo as is), rendered (made from it for this request), prebuilt (the object logos build wrote for this request), or the fallback that answered: monogram or transparent; gravatar for the avatar of a personal address (GET /v1/email/{address}) */
                        "X-Logo-Source"?: "stored" | "rendered" | "prebuilt" | "monogram" | "transparent" | "gravatar";
                        /** @description the theme served (real logos only) */
                        "X-Logo-Theme"?: string;
                        /** @description present only when the answer is larger than the stored raster (a small favicon): the factor its pixels were enlarged by, at most 4; beyond that the image is centred on a transparent canvas of the asked size. Ask fallback=404 or a smaller size to avoid it (brand data gives each logo's nativeSize) */
                        "X-Logo-Upscaled"?: string;
                        /** @description the variant served (real logos only) */
                        "X-Logo-Variant"?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "image/avif": string;
                        "image/jpeg": string;
                        "image/png": string;
                        "image/svg+xml": string;
                        "image/webp": string;
                    };
                };
                /** @description no logo, and fallback is an https URL: a redirect there */
                302: {
                    headers: {
                        /** @description "public, max-age=3600", private when answered to an API key */
                        "Cache-Control"?: string;
                        /** @description the fallback URL, as given */
                        Location?: string;
                        /** @description requests allowed per minute */
                        "RateLimit-Limit"?: number;
                        /** @description requests left in this minute */
                        "RateLimit-Remaining"?: number;
                        /** @description seconds until the minute window resets */
                        "RateLimit-Reset"?: number;
                        /** @description redirect */
                        "X-Logo-Source"?: "redirect";
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description not modified: the If-None-Match ETag still matches */
                304: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description INVALID_EMAIL or INVALID_PARAMETER */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "code": "INVALID_EMAIL",
                         *       "message": "The address is not an email address (a local part, \"@\" and a public domain, at most 254 characters, no control characters)."
                         *     }
                         */
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description UNAUTHORIZED (no key, no trusted origin) or INVALID_API_KEY */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "code": "UNAUTHORIZED",
                         *       "message": "No credentials: send an API key or call from a trusted origin (GET /v1/me, POST /v1/refresh and /v1/webhooks always need a key)."
                         *     }
                         */
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description LOGO_NOT_FOUND (fallback=404) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "code": "LOGO_NOT_FOUND",
                         *       "message": "No logo (or not the asked variant) exists and fallback=404 was asked."
                         *     }
                         */
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description RATE_LIMITED: per-minute limit or monthly quota reached */
                429: {
                    headers: {
                        /** @description seconds to wait */
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "code": "RATE_LIMITED",
                         *       "message": "The per-minute rate limit or the monthly quota is reached; see Retry-After."
                         *     }
                         */
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description RENDER_FAILED or INTERNAL_ERROR */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "code": "RENDER_FAILED",
                         *       "message": "The stored logo could not be decoded, sanitised or rendered within RENDER_DEADLINE_MS; the source is then refused at once for RENDER_FAILURE_TTL_S."
                         *     }
                         */
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description OVERLOADED: the render queue is full */
                503: {
                    headers: {
                        /** @description seconds to wait */
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "code": "OVERLOADED",
                         *       "message": "Every render process is busy and the render queue is full; retry after Retry-After seconds (stored and cached logos are still served)."
                         *     }
                         */
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The calling API key: account, plan, usage and key metadata
         * @description Needs an API key (a trusted origin is not enough). Answers the key's account, its plan and limits, today's and this month's usage, and the key's own metadata (never the key).
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description the caller */
                200: {
                    headers: {
                        /** @description requests allowed per minute */
                        "RateLimit-Limit"?: number;
                        /** @description requests left in this minute */
                        "RateLimit-Remaining"?: number;
                        /** @description seconds until the minute window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Me"];
                    };
                };
                /** @description UNAUTHORIZED (no key, no trusted origin) or INVALID_API_KEY */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "code": "UNAUTHORIZED",
                         *       "message": "No credentials: send an API key or call from a trusted origin (GET /v1/me, POST /v1/refresh and /v1/webhooks always need a key)."
                         *     }
                         */
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description RATE_LIMITED: per-minute limit or monthly quota reached */
                429: {
                    headers: {
                        /** @description seconds to wait */
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "code": "RATE_LIMITED",
                         *       "message": "The per-minute rate limit or the monthly quota is reached; see Retry-After."
                         *     }
                         */
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description RENDER_FAILED or INTERNAL_ERROR */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "code": "RENDER_FAILED",
                         *       "message": "The stored logo could not be decoded, sanitised or rendered within RENDER_DEADLINE_MS; the source is then refused at once for RENDER_FAILURE_TTL_S."
                         *     }
                         */
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description OVERLOADED: the render queue is full */
                503: {
                    headers: {
                        /** @description seconds to wait */
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "code": "OVERLOADED",
                         *       "message": "Every render process is busy and the render queue is full; retry after Retry-After seconds (stored and cached logos are still served)."
                         *     }
                         */
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/me/fallback-hosts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The hosts the account's fallback URLs may redirect to
         * @description An empty list: any public host (unless the operator turned URL fallbacks off with FALLBACK_URLS=false).
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description the account's fallback hosts */
                200: {
                    headers: {
                        /** @description requests allowed per minute */
                        "RateLimit-Limit"?: number;
                        /** @description requests left in this minute */
                        "RateLimit-Remaining"?: number;
                        /** @description seconds until the minute window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FallbackHosts"];
                    };
                };
                /** @description UNAUTHORIZED (no key, no trusted origin) or INVALID_API_KEY */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "code": "UNAUTHORIZED",
                         *       "message": "No credentials: send an API key or call from a trusted origin (GET /v1/me, POST /v1/refresh and /v1/webhooks always need a key)."
                         *     }
                         */
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description RATE_LIMITED: per-minute limit or monthly quota reached */
                429: {
                    headers: {
                        /** @description seconds to wait */
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "code": "RATE_LIMITED",
                         *       "message": "The per-minute rate limit or the monthly quota is reached; see Retry-After."
                         *     }
                         */
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description RENDER_FAILED or INTERNAL_ERROR */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "code": "RENDER_FAILED",
                         *       "message": "The stored logo could not be decoded, sanitised or rendered within RENDER_DEADLINE_MS; the source is then refused at once for RENDER_FAILURE_TTL_S."
                         *     }
                         */
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description OVERLOADED: the render queue is full */
                503: {
                    headers: {
                        /** @description seconds to wait */
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "code": "OVERLOADED",
                         *       "message": "Every render process is busy and the render queue is full; retry after Retry-After seconds (stored and cached logos are still served)."
                         *     }
                         */
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        /**
         * Set the hosts the account's fallback URLs may redirect to
         * @description Replaces the list. From the next request on, a fallback=<URL> asked with the account's keys or from its registered sites whose host is not listed answers 400 FALLBACK_HOST_NOT_ALLOWED; [] allows any public host again.
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": components["schemas"]["FallbackHosts"];
                };
            };
            responses: {
                /** @description the account's fallback hosts */
                200: {
                    headers: {
                        /** @description requests allowed per minute */
                        "RateLimit-Limit"?: number;
                        /** @description requests left in this minute */
                        "RateLimit-Remaining"?: number;
                        /** @description seconds until the minute window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FallbackHosts"];
                    };
                };
                /** @description INVALID_PARAMETER: hosts is missing, too long or holds something that is not a host name */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "code": "INVALID_PARAMETER",
                         *       "message": "A query parameter, body field or legacy file name has a value outside what it allows (control and bidirectional-override characters included); the message names it."
                         *     }
                         */
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description UNAUTHORIZED (no key, no trusted origin) or INVALID_API_KEY */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "code": "UNAUTHORIZED",
                         *       "message": "No credentials: send an API key or call from a trusted origin (GET /v1/me, POST /v1/refresh and /v1/webhooks always need a key)."
                         *     }
                         */
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description RATE_LIMITED: per-minute limit or monthly quota reached */
                429: {
                    headers: {
                        /** @description seconds to wait */
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "code": "RATE_LIMITED",
                         *       "message": "The per-minute rate limit or the monthly quota is reached; see Retry-After."
                         *     }
                         */
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description RENDER_FAILED or INTERNAL_ERROR */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "code": "RENDER_FAILED",
                         *       "message": "The stored logo could not be decoded, sanitised or rendered within RENDER_DEADLINE_MS; the source is then refused at once for RENDER_FAILURE_TTL_S."
                         *     }
                         */
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description OVERLOADED: the render queue is full */
                503: {
                    headers: {
                        /** @description seconds to wait */
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "code": "OVERLOADED",
                         *       "message": "Every render process is busy and the render queue is full; retry after Retry-After seconds (stored and cached logos are still served)."
                         *     }
                         */
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/merchant": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The brand behind a card or bank statement line
         * @description Cleans the line (processor prefixes such as SQ *, TST*, PAYPAL *; store, phone and reference numbers; city, state, country) and matches an alias table, a printed domain or the catalog's names. A merchant with no known brand answers domain null and its cleaned name (for a monogram); never another company's brand. A transfer between people or a bank entry answers 404 MERCHANT_NOT_FOUND.
         */
        get: {
            parameters: {
                query: {
                    /** @description the issuer's country (ISO 3166-1 alpha-2): US or CA reads state or province codes after the name, another country none; absent reads both */
                    country?: string;
                    /** @description the line as the issuer printed it, 1 to 200 characters */
                    q: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description the merchant */
                200: {
                    headers: {
                        /** @description requests allowed per minute */
                        "RateLimit-Limit"?: number;
                        /** @description requests left in this minute */
                        "RateLimit-Remaining"?: number;
                        /** @description seconds until the minute window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Merchant"];
                    };
                };
                /** @description INVALID_PARAMETER */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "code": "INVALID_PARAMETER",
                         *       "message": "A query parameter, body field or legacy file name has a value outside what it allows (control and bidirectional-override characters included); the message names it."
                         *     }
                         */
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description UNAUTHORIZED (no key, no trusted origin) or INVALID_API_KEY */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "code": "UNAUTHORIZED",
                         *       "message": "No credentials: send an API key or call from a trusted origin (GET /v1/me, POST /v1/refresh and /v1/webhooks always need a key)."
                         *     }
                         */
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description MERCHANT_NOT_FOUND */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "code": "MERCHANT_NOT_FOUND",
                         *       "message": "The statement line names no merchant: a transfer between people or accounts, an ATM, check, deposit, fee or interest entry, or only codes."
                         *     }
                         */
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description RATE_LIMITED: per-minute limit or monthly quota reached */
                429: {
                    headers: {
                        /** @description seconds to wait */
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "code": "RATE_LIMITED",
                         *       "message": "The per-minute rate limit or the monthly quota is reached; see Retry-After."
                         *     }
                         */
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description RENDER_FAILED or INTERNAL_ERROR */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "code": "RENDER_FAILED",
                         *       "message": "The stored logo could not be decoded, sanitised or rendered within RENDER_DEADLINE_MS; the source is then refused at once for RENDER_FAILURE_TTL_S."
                         *     }
                         */
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description OVERLOADED: the render queue is full */
                503: {
                    headers: {
                        /** @description seconds to wait */
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "code": "OVERLOADED",
                         *       "message": "Every render process is busy and the render queue is full; retry after Retry-After seconds (stored and cached logos are still served)."
                         *     }
                         */
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        /**
         * The brands behind up to 100 statement lines
         * @description Each line answered as GET /v1/merchant would, in order; a line that names no merchant answers an error object in its place. Each line counts as one request for rate limits, the monthly quota and usage; a batch that does not fit answers 429 as a whole, and a refused batch (400 or 429) counts nothing. Bodies over 64 KB are refused.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["MerchantBatchRequest"];
                };
            };
            responses: {
                /** @description one result per line, in order */
                200: {
                    headers: {
                        /** @description requests allowed per minute */
                        "RateLimit-Limit"?: number;
                        /** @description requests left in this minute */
                        "RateLimit-Remaining"?: number;
                        /** @description seconds until the minute window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["MerchantBatch"];
                    };
                };
                /** @description INVALID_PARAMETER */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "code": "INVALID_PARAMETER",
                         *       "message": "A query parameter, body field or legacy file name has a value outside what it allows (control and bidirectional-override characters included); the message names it."
                         *     }
                         */
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description UNAUTHORIZED (no key, no trusted origin) or INVALID_API_KEY */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "code": "UNAUTHORIZED",
                         *       "message": "No credentials: send an API key or call from a trusted origin (GET /v1/me, POST /v1/refresh and /v1/webhooks always need a key)."
                         *     }
                         */
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description RATE_LIMITED: per-minute limit or monthly quota reached */
                429: {
                    headers: {
                        /** @description seconds to wait */
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "code": "RATE_LIMITED",
                         *       "message": "The per-minute rate limit or the monthly quota is reached; see Retry-After."
                         *     }
                         */
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description RENDER_FAILED or INTERNAL_ERROR */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "code": "RENDER_FAILED",
                         *       "message": "The stored logo could not be decoded, sanitised or rendered within RENDER_DEADLINE_MS; the source is then refused at once for RENDER_FAILURE_TTL_S."
                         *     }
                         */
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description OVERLOADED: the render queue is full */
                503: {
                    headers: {
                        /** @description seconds to wait */
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "code": "OVERLOADED",
                         *       "message": "Every render process is busy and the render queue is full; retry after Retry-After seconds (stored and cached logos are still served)."
                         *     }
                         */
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/merchant/logo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Logo of the brand behind a statement line
         * @description Resolves the line as GET /v1/merchant does and serves the brand's logo exactly as GET /v1/{domain} would (same parameters, fallbacks, caching and headers); a merchant with no known brand answers the monogram of its cleaned name, or 404 LOGO_NOT_FOUND with fallback=404. A transfer or bank entry answers 404 MERCHANT_NOT_FOUND.
         */
        get: {
            parameters: {
                query: {
                    /** @description the issuer's country (ISO 3166-1 alpha-2): US or CA reads state or province codes after the name, another country none; absent reads both */
                    country?: string;
                    /** @description what answers when there is no logo (X-Logo-Source says which happened): monogram (default), a letter tile in the asked format (SVG when no format is named); 404, LOGO_NOT_FOUND, also when the brand lacks the asked variant; transparent, an empty transparent image of the asked size and format (SVG when no format is named; not with format=jpg); or an https URL of at most 1024 characters such as https://cdn.example.com/placeholder.png, answered with a 302 redirect there (never to a private, loopback or link-local address, written as one or resolving to one: those are a 400 INVALID_PARAMETER) */
                    fallback?: string;
                    /** @description output format; auto picks AVIF, WebP or PNG from Accept; when absent, a monogram placeholder is SVG */
                    format?: "webp" | "png" | "avif" | "jpg" | "svg" | "auto";
                    /** @description neutral grey output */
                    greyscale?: "true" | "false" | "1" | "0" | "yes" | "no" | "on" | "off";
                    /** @description the line as the issuer printed it, 1 to 200 characters */
                    q: string;
                    /** @description double the pixels */
                    retina?: "true" | "false" | "1" | "0" | "yes" | "no" | "on" | "off";
                    /** @description longest side in pixels; ignored for SVG */
                    size?: number;
                    /** @description auto as stored; dark for dark backgrounds (stored dark variant or automatic recolouring) */
                    theme?: "auto" | "light" | "dark";
                    /** @description cache-busting token, accepted and ignored */
                    v?: string;
                    /** @description icon (square mark), symbol (bare mark) or logo (wordmark); the nearest one is served when missing */
                    variant?: "icon" | "logo" | "symbol";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description the logo, or what fallback asks for when there is none: a monogram (X-Logo-Source: monogram) or a transparent image (X-Logo-Source: transparent) */
                200: {
                    headers: {
                        /** @description "public, max-age=86400" for logos, "public, max-age=3600" for monograms and transparent images; private instead of public when answered to an API key */
                        "Cache-Control"?: string;
                        /** @description strong ETag; If-None-Match answers 304 */
                        ETag?: string;
                        /** @description requests allowed per minute */
                        "RateLimit-Limit"?: number;
                        /** @description requests left in this minute */
                        "RateLimit-Remaining"?: number;
                        /** @description seconds until the minute window resets */
                        "RateLimit-Reset"?: number;
                        /** @description Authorization, X-API-Key, Origin on key-less answers (and Accept with format=auto) */
                        Vary?: string;
                        /** @description the primary domain of the brand that answered (after aliases, subdomains, name or ticker resolution); for a monogram, the domain asked for */
                        "X-Logo-Domain"?: string;
                        /** @description stored (the source logo as is), rendered (made from it for this request), prebuilt (the object logos build wrote for this request), or the fallback that answered: monogram or transparent; gravatar for the avatar of a personal address (GET /v1/email/{address}) */
                        "X-Logo-Source"?: "stored" | "rendered" | "prebuilt" | "monogram" | "transparent" | "gravatar";
                        /** @description the theme served (real logos only) */
                        "X-Logo-Theme"?: string;
                        /** @description present only when the answer is larger than the stored raster (a small favicon): the factor its pixels were enlarged by, at most 4; beyond that the image is centred on a transparent canvas of the asked size. Ask fallback=404 or a smaller size to avoid it (brand data gives each logo's nativeSize) */
                        "X-Logo-Upscaled"?: string;
                        /** @description the variant served (real logos only) */
                        "X-Logo-Variant"?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "image/avif": string;
                        "image/jpeg": string;
                        "image/png": string;
                        "image/svg+xml": string;
                        "image/webp": string;
                    };
                };
                /** @description no logo, and fallback is an https URL: a redirect there */
                302: {
                    headers: {
                        /** @description "public, max-age=3600", private when answered to an API key */
                        "Cache-Control"?: string;
                        /** @description the fallback URL, as given */
                        Location?: string;
                        /** @description requests allowed per minute */
                        "RateLimit-Limit"?: number;
                        /** @description requests left in this minute */
                        "RateLimit-Remaining"?: number;
                        /** @description seconds until the minute window resets */
                        "RateLimit-Reset"?: number;
                        /** @description redirect */
                        "X-Logo-Source"?: "redirect";
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description not modified: the If-None-Match ETag still matches */
                304: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description INVALID_PARAMETER */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "code": "INVALID_PARAMETER",
                         *       "message": "A query parameter, body field or legacy file name has a value outside what it allows (control and bidirectional-override characters included); the message names it."
                         *     }
                         */
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description UNAUTHORIZED (no key, no trusted origin) or INVALID_API_KEY */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "code": "UNAUTHORIZED",
                         *       "message": "No credentials: send an API key or call from a trusted origin (GET /v1/me, POST /v1/refresh and /v1/webhooks always need a key)."
                         *     }
                         */
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description MERCHANT_NOT_FOUND, or LOGO_NOT_FOUND (fallback=404) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "code": "LOGO_NOT_FOUND",
                         *       "message": "No logo (or not the asked variant) exists and fallback=404 was asked."
                         *     }
                         */
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description RATE_LIMITED: per-minute limit or monthly quota reached */
                429: {
                    headers: {
                        /** @description seconds to wait */
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "code": "RATE_LIMITED",
                         *       "message": "The per-minute rate limit or the monthly quota is reached; see Retry-After."
                         *     }
                         */
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description RENDER_FAILED or INTERNAL_ERROR */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "code": "RENDER_FAILED",
                         *       "message": "The stored logo could not be decoded, sanitised or rendered within RENDER_DEADLINE_MS; the source is then refused at once for RENDER_FAILURE_TTL_S."
                         *     }
                         */
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description OVERLOADED: the render queue is full */
                503: {
                    headers: {
                        /** @description seconds to wait */
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "code": "OVERLOADED",
                         *       "message": "Every render process is busy and the render queue is full; retry after Retry-After seconds (stored and cached logos are still served)."
                         *     }
                         */
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/name/{brand}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Logo of a brand by name
         * @description Resolves a company name (case, accents, punctuation and legal forms do not matter) to a brand and serves its logo exactly as GET /v1/{domain} would; below the match threshold, as fallback asks: a monogram of the name (the default), 404, a transparent image or a redirect.
         */
        get: {
            parameters: {
                query?: {
                    /** @description what answers when there is no logo (X-Logo-Source says which happened): monogram (default), a letter tile in the asked format (SVG when no format is named); 404, LOGO_NOT_FOUND, also when the brand lacks the asked variant; transparent, an empty transparent image of the asked size and format (SVG when no format is named; not with format=jpg); or an https URL of at most 1024 characters such as https://cdn.example.com/placeholder.png, answered with a 302 redirect there (never to a private, loopback or link-local address, written as one or resolving to one: those are a 400 INVALID_PARAMETER) */
                    fallback?: string;
                    /** @description output format; auto picks AVIF, WebP or PNG from Accept; when absent, a monogram placeholder is SVG */
                    format?: "webp" | "png" | "avif" | "jpg" | "svg" | "auto";
                    /** @description neutral grey output */
                    greyscale?: "true" | "false" | "1" | "0" | "yes" | "no" | "on" | "off";
                    /** @description double the pixels */
                    retina?: "true" | "false" | "1" | "0" | "yes" | "no" | "on" | "off";
                    /** @description longest side in pixels; ignored for SVG */
                    size?: number;
                    /** @description auto as stored; dark for dark backgrounds (stored dark variant or automatic recolouring) */
                    theme?: "auto" | "light" | "dark";
                    /** @description cache-busting token, accepted and ignored */
                    v?: string;
                    /** @description icon (square mark), symbol (bare mark) or logo (wordmark); the nearest one is served when missing */
                    variant?: "icon" | "logo" | "symbol";
                };
                header?: never;
                path: {
                    /** @description brand name */
                    brand: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description the logo, or what fallback asks for when there is none: a monogram (X-Logo-Source: monogram) or a transparent image (X-Logo-Source: transparent) */
                200: {
                    headers: {
                        /** @description "public, max-age=86400" for logos, "public, max-age=3600" for monograms and transparent images; private instead of public when answered to an API key */
                        "Cache-Control"?: string;
                        /** @description strong ETag; If-None-Match answers 304 */
                        ETag?: string;
                        /** @description requests allowed per minute */
                        "RateLimit-Limit"?: number;
                        /** @description requests left in this minute */
                        "RateLimit-Remaining"?: number;
                        /** @description seconds until the minute window resets */
                        "RateLimit-Reset"?: number;
                        /** @description Authorization, X-API-Key, Origin on key-less answers (and Accept with format=auto) */
                        Vary?: string;
                        /** @description the primary domain of the brand that answered (after aliases, subdomains, name or ticker resolution); for a monogram, the domain asked for */
                        "X-Logo-Domain"?: string;
                        /** @description stored (the source logo as is), rendered (made from it for this request), prebuilt (the object logos build wrote for this request), or the fallback that answered: monogram or transparent; gravatar for the avatar of a personal address (GET /v1/email/{address}) */
                        "X-Logo-Source"?: "stored" | "rendered" | "prebuilt" | "monogram" | "transparent" | "gravatar";
                        /** @description the theme served (real logos only) */
                        "X-Logo-Theme"?: string;
                        /** @description present only when the answer is larger than the stored raster (a small favicon): the factor its pixels were enlarged by, at most 4; beyond that the image is centred on a transparent canvas of the asked size. Ask fallback=404 or a smaller size to avoid it (brand data gives each logo's nativeSize) */
                        "X-Logo-Upscaled"?: string;
                        /** @description the variant served (real logos only) */
                        "X-Logo-Variant"?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "image/avif": string;
                        "image/jpeg": string;
                        "image/png": string;
                        "image/svg+xml": string;
                        "image/webp": string;
                    };
                };
                /** @description no logo, and fallback is an https URL: a redirect there */
                302: {
                    headers: {
                        /** @description "public, max-age=3600", private when answered to an API key */
                        "Cache-Control"?: string;
                        /** @description the fallback URL, as given */
                        Location?: string;
                        /** @description requests allowed per minute */
                        "RateLimit-Limit"?: number;
                        /** @description requests left in this minute */
                        "RateLimit-Remaining"?: number;
                        /** @description seconds until the minute window resets */
                        "RateLimit-Reset"?: number;
                        /** @description redirect */
                        "X-Logo-Source"?: "redirect";
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description not modified: the If-None-Match ETag still matches */
                304: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description INVALID_PARAMETER */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "code": "INVALID_PARAMETER",
                         *       "message": "A query parameter, body field or legacy file name has a value outside what it allows (control and bidirectional-override characters included); the message names it."
                         *     }
                         */
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description UNAUTHORIZED (no key, no trusted origin) or INVALID_API_KEY */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "code": "UNAUTHORIZED",
                         *       "message": "No credentials: send an API key or call from a trusted origin (GET /v1/me, POST /v1/refresh and /v1/webhooks always need a key)."
                         *     }
                         */
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description LOGO_NOT_FOUND (fallback=404) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "code": "LOGO_NOT_FOUND",
                         *       "message": "No logo (or not the asked variant) exists and fallback=404 was asked."
                         *     }
                         */
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description RATE_LIMITED: per-minute limit or monthly quota reached */
                429: {
                    headers: {
                        /** @description seconds to wait */
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "code": "RATE_LIMITED",
                         *       "message": "The per-minute rate limit or the monthly quota is reached; see Retry-After."
                         *     }
                         */
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description RENDER_FAILED or INTERNAL_ERROR */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "code": "RENDER_FAILED",
                         *       "message": "The stored logo could not be decoded, sanitised or rendered within RENDER_DEADLINE_MS; the source is then refused at once for RENDER_FAILURE_TTL_S."
                         *     }
                         */
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description OVERLOADED: the render queue is full */
                503: {
                    headers: {
                        /** @description seconds to wait */
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "code": "OVERLOADED",
                         *       "message": "Every render process is busy and the render queue is full; retry after Retry-After seconds (stored and cached logos are still served)."
                         *     }
                         */
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/origins": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The account's own web origins
         * @description Every origin this account registered, and the plan's limit.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description the account's origins */
                200: {
                    headers: {
                        /** @description requests allowed per minute */
                        "RateLimit-Limit"?: number;
                        /** @description requests left in this minute */
                        "RateLimit-Remaining"?: number;
                        /** @description seconds until the minute window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AccountOrigins"];
                    };
                };
                /** @description UNAUTHORIZED (no key, no trusted origin) or INVALID_API_KEY */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "code": "UNAUTHORIZED",
                         *       "message": "No credentials: send an API key or call from a trusted origin (GET /v1/me, POST /v1/refresh and /v1/webhooks always need a key)."
                         *     }
                         */
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description RATE_LIMITED: per-minute limit or monthly quota reached */
                429: {
                    headers: {
                        /** @description seconds to wait */
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "code": "RATE_LIMITED",
                         *       "message": "The per-minute rate limit or the monthly quota is reached; see Retry-After."
                         *     }
                         */
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description RENDER_FAILED or INTERNAL_ERROR */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "code": "RENDER_FAILED",
                         *       "message": "The stored logo could not be decoded, sanitised or rendered within RENDER_DEADLINE_MS; the source is then refused at once for RENDER_FAILURE_TTL_S."
                         *     }
                         */
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description OVERLOADED: the render queue is full */
                503: {
                    headers: {
                        /** @description seconds to wait */
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "code": "OVERLOADED",
                         *       "message": "Every render process is busy and the render queue is full; retry after Retry-After seconds (stored and cached logos are still served)."
                         *     }
                         */
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        /**
         * Register a web origin of the account
         * @description Claims the origin for the account and answers a token, shown this once, with where to put it: a DNS TXT record or a file at a well-known path of the site. Once POST /v1/origins/verify found it, a request without a key whose Origin (or else Referer) is a page of this origin, as an <img> on the account's site sends, is let in as the account: counted in its usage, held to its plan's rate limit and quota, and served its overrides. An unproven claim lapses after ORIGIN_CLAIM_TTL and never keeps another account from claiming and proving the origin; the first to prove it owns it. Origins that TRUSTED_ORIGINS trusts, this service's own host, IP addresses and wildcards over a public suffix are refused. Registering an origin the account holds already answers 200, without a token.
         */
        put: {
            parameters: {
                query: {
                    /** @description a scheme and host, optionally a port or a leading "*." for every subdomain; no path */
                    origin: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description the account holds the origin already */
                200: {
                    headers: {
                        /** @description requests allowed per minute */
                        "RateLimit-Limit"?: number;
                        /** @description requests left in this minute */
                        "RateLimit-Remaining"?: number;
                        /** @description seconds until the minute window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AccountOrigin"];
                    };
                };
                /** @description the origin was claimed: prove it with the challenge */
                201: {
                    headers: {
                        /** @description requests allowed per minute */
                        "RateLimit-Limit"?: number;
                        /** @description requests left in this minute */
                        "RateLimit-Remaining"?: number;
                        /** @description seconds until the minute window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AccountOriginClaim"];
                    };
                };
                /** @description INVALID_ORIGIN: the origin parameter is missing, not a scheme and host, or an IP address; ORIGIN_PUBLIC_SUFFIX: a wildcard over a public suffix */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "code": "INVALID_ORIGIN",
                         *       "message": "The origin parameter is not a scheme and host like https://app.example.com (a port and a leading *. are allowed; no path)."
                         *     }
                         */
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description UNAUTHORIZED (no key, no trusted origin) or INVALID_API_KEY */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "code": "UNAUTHORIZED",
                         *       "message": "No credentials: send an API key or call from a trusted origin (GET /v1/me, POST /v1/refresh and /v1/webhooks always need a key)."
                         *     }
                         */
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description PLAN_LIMIT_REACHED: the plan's maxOrigins origins are registered already */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "code": "PLAN_LIMIT_REACHED",
                         *       "message": "The account's plan allows no more of this (overrides: maxOverrides domains; origins: maxOrigins); remove one or change plan."
                         *     }
                         */
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description ORIGIN_TAKEN: another account proved the origin, TRUSTED_ORIGINS trusts it for every caller, or it is this service's own host */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "code": "ORIGIN_TAKEN",
                         *       "message": "Another account proved this origin already (an origin belongs to one account), TRUSTED_ORIGINS trusts it for every caller, or it is this service's own host (PUBLIC_URL)."
                         *     }
                         */
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description RATE_LIMITED: per-minute limit or monthly quota reached */
                429: {
                    headers: {
                        /** @description seconds to wait */
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "code": "RATE_LIMITED",
                         *       "message": "The per-minute rate limit or the monthly quota is reached; see Retry-After."
                         *     }
                         */
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description RENDER_FAILED or INTERNAL_ERROR */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "code": "RENDER_FAILED",
                         *       "message": "The stored logo could not be decoded, sanitised or rendered within RENDER_DEADLINE_MS; the source is then refused at once for RENDER_FAILURE_TTL_S."
                         *     }
                         */
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description OVERLOADED: the render queue is full */
                503: {
                    headers: {
                        /** @description seconds to wait */
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "code": "OVERLOADED",
                         *       "message": "Every render process is busy and the render queue is full; retry after Retry-After seconds (stored and cached logos are still served)."
                         *     }
                         */
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        post?: never;
        /**
         * Remove a web origin of the account
         * @description Key-less pages of the origin are no longer the account's: they are refused, unless TRUSTED_ORIGINS lets them in anonymously.
         */
        delete: {
            parameters: {
                query: {
                    /** @description a scheme and host, optionally a port or a leading "*." for every subdomain; no path */
                    origin: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description the removed origin */
                200: {
                    headers: {
                        /** @description requests allowed per minute */
                        "RateLimit-Limit"?: number;
                        /** @description requests left in this minute */
                        "RateLimit-Remaining"?: number;
                        /** @description seconds until the minute window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AccountOrigin"];
                    };
                };
                /** @description INVALID_ORIGIN */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "code": "INVALID_ORIGIN",
                         *       "message": "The origin parameter is not a scheme and host like https://app.example.com (a port and a leading *. are allowed; no path)."
                         *     }
                         */
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description UNAUTHORIZED (no key, no trusted origin) or INVALID_API_KEY */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "code": "UNAUTHORIZED",
                         *       "message": "No credentials: send an API key or call from a trusted origin (GET /v1/me, POST /v1/refresh and /v1/webhooks always need a key)."
                         *     }
                         */
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description ORIGIN_NOT_FOUND */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "code": "ORIGIN_NOT_FOUND",
                         *       "message": "The account has not registered the origin."
                         *     }
                         */
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description RATE_LIMITED: per-minute limit or monthly quota reached */
                429: {
                    headers: {
                        /** @description seconds to wait */
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "code": "RATE_LIMITED",
                         *       "message": "The per-minute rate limit or the monthly quota is reached; see Retry-After."
                         *     }
                         */
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description RENDER_FAILED or INTERNAL_ERROR */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "code": "RENDER_FAILED",
                         *       "message": "The stored logo could not be decoded, sanitised or rendered within RENDER_DEADLINE_MS; the source is then refused at once for RENDER_FAILURE_TTL_S."
                         *     }
                         */
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description OVERLOADED: the render queue is full */
                503: {
                    headers: {
                        /** @description seconds to wait */
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "code": "OVERLOADED",
                         *       "message": "Every render process is busy and the render queue is full; retry after Retry-After seconds (stored and cached logos are still served)."
                         *     }
                         */
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/origins/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Prove control of a registered origin
         * @description Looks now for the claim's token in a TXT record at _logos-challenge.<host> ("logos-site-verification=<token>") and else in <origin>/.well-known/logos-site-verification.txt (answering 200 without a redirect); a wildcard is proven on its base domain. Once found, the origin's pages are served as the account, and other accounts' unproven claims of it are dropped. Proving an origin proven already answers it as it is.
         */
        post: {
            parameters: {
                query: {
                    /** @description a scheme and host, optionally a port or a leading "*." for every subdomain; no path */
                    origin: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description the origin is proven */
                200: {
                    headers: {
                        /** @description requests allowed per minute */
                        "RateLimit-Limit"?: number;
                        /** @description requests left in this minute */
                        "RateLimit-Remaining"?: number;
                        /** @description seconds until the minute window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AccountOrigin"];
                    };
                };
                /** @description INVALID_ORIGIN */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "code": "INVALID_ORIGIN",
                         *       "message": "The origin parameter is not a scheme and host like https://app.example.com (a port and a leading *. are allowed; no path)."
                         *     }
                         */
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description UNAUTHORIZED (no key, no trusted origin) or INVALID_API_KEY */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "code": "UNAUTHORIZED",
                         *       "message": "No credentials: send an API key or call from a trusted origin (GET /v1/me, POST /v1/refresh and /v1/webhooks always need a key)."
                         *     }
                         */
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description ORIGIN_NOT_FOUND: the account holds no live claim of the origin */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "code": "ORIGIN_NOT_FOUND",
                         *       "message": "The account has not registered the origin."
                         *     }
                         */
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description ORIGIN_NOT_PROVEN: the token was found in neither place (the message says what was); ORIGIN_TAKEN: another account proved it first */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "code": "ORIGIN_TAKEN",
                         *       "message": "Another account proved this origin already (an origin belongs to one account), TRUSTED_ORIGINS trusts it for every caller, or it is this service's own host (PUBLIC_URL)."
                         *     }
                         */
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description RATE_LIMITED: per-minute limit or monthly quota reached */
                429: {
                    headers: {
                        /** @description seconds to wait */
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "code": "RATE_LIMITED",
                         *       "message": "The per-minute rate limit or the monthly quota is reached; see Retry-After."
                         *     }
                         */
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description RENDER_FAILED or INTERNAL_ERROR */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "code": "RENDER_FAILED",
                         *       "message": "The stored logo could not be decoded, sanitised or rendered within RENDER_DEADLINE_MS; the source is then refused at once for RENDER_FAILURE_TTL_S."
                         *     }
                         */
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description OVERLOADED: the render queue is full */
                503: {
                    headers: {
                        /** @description seconds to wait */
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "code": "OVERLOADED",
                         *       "message": "Every render process is busy and the render queue is full; retry after Retry-After seconds (stored and cached logos are still served)."
                         *     }
                         */
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/overrides": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The account's overrides
         * @description Every domain this account serves its own logo for, and the plan's limit.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description the account's overrides */
                200: {
                    headers: {
                        /** @description requests allowed per minute */
                        "RateLimit-Limit"?: number;
                        /** @description requests left in this minute */
                        "RateLimit-Remaining"?: number;
                        /** @description seconds until the minute window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Overrides"];
                    };
                };
                /** @description UNAUTHORIZED (no key, no trusted origin) or INVALID_API_KEY */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "code": "UNAUTHORIZED",
                         *       "message": "No credentials: send an API key or call from a trusted origin (GET /v1/me, POST /v1/refresh and /v1/webhooks always need a key)."
                         *     }
                         */
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description RATE_LIMITED: per-minute limit or monthly quota reached */
                429: {
                    headers: {
                        /** @description seconds to wait */
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "code": "RATE_LIMITED",
                         *       "message": "The per-minute rate limit or the monthly quota is reached; see Retry-After."
                         *     }
                         */
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description RENDER_FAILED or INTERNAL_ERROR */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "code": "RENDER_FAILED",
                         *       "message": "The stored logo could not be decoded, sanitised or rendered within RENDER_DEADLINE_MS; the source is then refused at once for RENDER_FAILURE_TTL_S."
                         *     }
                         */
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description OVERLOADED: the render queue is full */
                503: {
                    headers: {
                        /** @description seconds to wait */
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "code": "OVERLOADED",
                         *       "message": "Every render process is busy and the render queue is full; retry after Retry-After seconds (stored and cached logos are still served)."
                         *     }
                         */
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/overrides/{domain}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Upload the account's own logo of a domain
         * @description Stores the body as this account's logo of the brand: from then on the account's API keys are served it for every variant, size and format (X-Logo-Override: account), while every other caller keeps the public logo. Only for a domain the account's keys have requested; checked as discovery checks a found logo (SVG sanitised: scripts, event handlers and external references removed; raster decoded within the pixel limit; blank or tiny images refused). Replaces the account's earlier override of the domain.
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description domain, URL or alias of the brand */
                    domain: string;
                };
                cookie?: never;
            };
            /** @description the logo file: SVG, PNG, WebP, JPEG, AVIF, GIF or ICO, at most DISCOVERY_MAX_BYTES */
            requestBody: {
                content: {
                    "image/avif": string;
                    "image/gif": string;
                    "image/jpeg": string;
                    "image/png": string;
                    "image/svg+xml": string;
                    "image/webp": string;
                    "image/x-icon": string;
                };
            };
            responses: {
                /** @description the stored override */
                200: {
                    headers: {
                        /** @description requests allowed per minute */
                        "RateLimit-Limit"?: number;
                        /** @description requests left in this minute */
                        "RateLimit-Remaining"?: number;
                        /** @description seconds until the minute window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Override"];
                    };
                };
                /** @description INVALID_IMAGE, DOMAIN_NOT_REQUESTED or INVALID_DOMAIN */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "code": "INVALID_DOMAIN",
                         *       "message": "The domain is not a valid public hostname."
                         *     }
                         */
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description UNAUTHORIZED (no key, no trusted origin) or INVALID_API_KEY */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "code": "UNAUTHORIZED",
                         *       "message": "No credentials: send an API key or call from a trusted origin (GET /v1/me, POST /v1/refresh and /v1/webhooks always need a key)."
                         *     }
                         */
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description PLAN_LIMIT_REACHED: the plan's maxOverrides domains have overrides already */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "code": "PLAN_LIMIT_REACHED",
                         *       "message": "The account's plan allows no more of this (overrides: maxOverrides domains; origins: maxOrigins); remove one or change plan."
                         *     }
                         */
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description PAYLOAD_TOO_LARGE: the file is larger than DISCOVERY_MAX_BYTES */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "code": "PAYLOAD_TOO_LARGE",
                         *       "message": "The request body is larger than allowed (an uploaded logo: DISCOVERY_MAX_BYTES); the message names the limit."
                         *     }
                         */
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description RATE_LIMITED: per-minute limit or monthly quota reached */
                429: {
                    headers: {
                        /** @description seconds to wait */
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "code": "RATE_LIMITED",
                         *       "message": "The per-minute rate limit or the monthly quota is reached; see Retry-After."
                         *     }
                         */
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description RENDER_FAILED or INTERNAL_ERROR */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "code": "RENDER_FAILED",
                         *       "message": "The stored logo could not be decoded, sanitised or rendered within RENDER_DEADLINE_MS; the source is then refused at once for RENDER_FAILURE_TTL_S."
                         *     }
                         */
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description OVERLOADED: the render queue is full */
                503: {
                    headers: {
                        /** @description seconds to wait */
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "code": "OVERLOADED",
                         *       "message": "Every render process is busy and the render queue is full; retry after Retry-After seconds (stored and cached logos are still served)."
                         *     }
                         */
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        post?: never;
        /**
         * Remove the account's own logo of a domain
         * @description The account's keys are served the public logo again.
         */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description domain, URL or alias of the brand */
                    domain: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description the removed override */
                200: {
                    headers: {
                        /** @description requests allowed per minute */
                        "RateLimit-Limit"?: number;
                        /** @description requests left in this minute */
                        "RateLimit-Remaining"?: number;
                        /** @description seconds until the minute window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Override"];
                    };
                };
                /** @description INVALID_DOMAIN */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "code": "INVALID_DOMAIN",
                         *       "message": "The domain is not a valid public hostname."
                         *     }
                         */
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description UNAUTHORIZED (no key, no trusted origin) or INVALID_API_KEY */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "code": "UNAUTHORIZED",
                         *       "message": "No credentials: send an API key or call from a trusted origin (GET /v1/me, POST /v1/refresh and /v1/webhooks always need a key)."
                         *     }
                         */
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description OVERRIDE_NOT_FOUND */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "code": "OVERRIDE_NOT_FOUND",
                         *       "message": "The account has no override for the domain."
                         *     }
                         */
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description RATE_LIMITED: per-minute limit or monthly quota reached */
                429: {
                    headers: {
                        /** @description seconds to wait */
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "code": "RATE_LIMITED",
                         *       "message": "The per-minute rate limit or the monthly quota is reached; see Retry-After."
                         *     }
                         */
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description RENDER_FAILED or INTERNAL_ERROR */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "code": "RENDER_FAILED",
                         *       "message": "The stored logo could not be decoded, sanitised or rendered within RENDER_DEADLINE_MS; the source is then refused at once for RENDER_FAILURE_TTL_S."
                         *     }
                         */
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description OVERLOADED: the render queue is full */
                503: {
                    headers: {
                        /** @description seconds to wait */
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "code": "OVERLOADED",
                         *       "message": "Every render process is busy and the render queue is full; retry after Retry-After seconds (stored and cached logos are still served)."
                         *     }
                         */
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/refresh/{domain}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Queue a domain for discovery again, ahead of the queue
         * @description Needs an API key. The domain is looked at again by the next free discovery worker, before every domain not so asked; a logo found that differs from the stored one replaces it (curated logos are never replaced) and moves the brand's updatedAt. Besides the request limit, each plan allows refreshesPerMinute calls, shared with reports (429 RATE_LIMITED beyond it); a domain not looked at before takes one of the per-client DISCOVERY_CLIENT_QUOTA new domains per hour (429), and a full queue refuses a domain not waiting already (503 DISCOVERY_QUEUE_FULL).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description domain, URL or alias of the brand */
                    domain: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description queued, or already being looked at */
                202: {
                    headers: {
                        /** @description requests allowed per minute */
                        "RateLimit-Limit"?: number;
                        /** @description requests left in this minute */
                        "RateLimit-Remaining"?: number;
                        /** @description seconds until the minute window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "domain": "acme.com",
                         *       "state": "queued",
                         *       "position": 1,
                         *       "checkedAt": "2026-01-10T08:00:00.000Z",
                         *       "updatedAt": "2025-11-02T14:21:07.512Z"
                         *     }
                         */
                        "application/json": components["schemas"]["Refresh"];
                    };
                };
                /** @description INVALID_DOMAIN */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "code": "INVALID_DOMAIN",
                         *       "message": "The domain is not a valid public hostname."
                         *     }
                         */
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description UNAUTHORIZED (no key, no trusted origin) or INVALID_API_KEY */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "code": "UNAUTHORIZED",
                         *       "message": "No credentials: send an API key or call from a trusted origin (GET /v1/me, POST /v1/refresh and /v1/webhooks always need a key)."
                         *     }
                         */
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description RATE_LIMITED: per-minute limit or monthly quota reached */
                429: {
                    headers: {
                        /** @description seconds to wait */
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "code": "RATE_LIMITED",
                         *       "message": "The per-minute rate limit or the monthly quota is reached; see Retry-After."
                         *     }
                         */
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description RENDER_FAILED or INTERNAL_ERROR */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "code": "RENDER_FAILED",
                         *       "message": "The stored logo could not be decoded, sanitised or rendered within RENDER_DEADLINE_MS; the source is then refused at once for RENDER_FAILURE_TTL_S."
                         *     }
                         */
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description DISCOVERY_QUEUE_FULL: the discovery queue is full, or OVERLOADED; see Retry-After */
                503: {
                    headers: {
                        /** @description seconds to wait */
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "code": "DISCOVERY_QUEUE_FULL",
                         *       "message": "The discovery queue holds DISCOVERY_QUEUE_MAX domains; a refresh or report of a domain not waiting already is refused until it drains (see Retry-After)."
                         *     }
                         */
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Search brands by name, domain or alias
         * @description At most 10 brands, best first. Names, names without their legal form, word starts, domains, aliases, tickers and listing names are searched; among equal matches popular brands come first.
         */
        get: {
            parameters: {
                query: {
                    /** @description brand name, domain or alias; case, accents and punctuation do not matter */
                    q: string;
                    /** @description typeahead favours prefixes (autocomplete); match ranks exact and near-exact names first */
                    strategy?: "typeahead" | "match";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description at most 10 brands, best first */
                200: {
                    headers: {
                        /** @description requests allowed per minute */
                        "RateLimit-Limit"?: number;
                        /** @description requests left in this minute */
                        "RateLimit-Remaining"?: number;
                        /** @description seconds until the minute window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["SearchResults"];
                    };
                };
                /** @description INVALID_PARAMETER */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "code": "INVALID_PARAMETER",
                         *       "message": "A query parameter, body field or legacy file name has a value outside what it allows (control and bidirectional-override characters included); the message names it."
                         *     }
                         */
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description UNAUTHORIZED (no key, no trusted origin) or INVALID_API_KEY */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "code": "UNAUTHORIZED",
                         *       "message": "No credentials: send an API key or call from a trusted origin (GET /v1/me, POST /v1/refresh and /v1/webhooks always need a key)."
                         *     }
                         */
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description RATE_LIMITED: per-minute limit or monthly quota reached */
                429: {
                    headers: {
                        /** @description seconds to wait */
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "code": "RATE_LIMITED",
                         *       "message": "The per-minute rate limit or the monthly quota is reached; see Retry-After."
                         *     }
                         */
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description RENDER_FAILED or INTERNAL_ERROR */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "code": "RENDER_FAILED",
                         *       "message": "The stored logo could not be decoded, sanitised or rendered within RENDER_DEADLINE_MS; the source is then refused at once for RENDER_FAILURE_TTL_S."
                         *     }
                         */
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description OVERLOADED: the render queue is full */
                503: {
                    headers: {
                        /** @description seconds to wait */
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "code": "OVERLOADED",
                         *       "message": "Every render process is busy and the render queue is full; retry after Retry-After seconds (stored and cached logos are still served)."
                         *     }
                         */
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/ticker/{symbol}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Logo of a listed company by stock ticker
         * @description Serves the logo of the listed company a stock symbol names, exactly as GET /v1/{domain} would; a symbol no listed company has is answered as fallback asks: a monogram of the symbol (the default), 404, a transparent image or a redirect.
         */
        get: {
            parameters: {
                query?: {
                    /** @description what answers when there is no logo (X-Logo-Source says which happened): monogram (default), a letter tile in the asked format (SVG when no format is named); 404, LOGO_NOT_FOUND, also when the brand lacks the asked variant; transparent, an empty transparent image of the asked size and format (SVG when no format is named; not with format=jpg); or an https URL of at most 1024 characters such as https://cdn.example.com/placeholder.png, answered with a 302 redirect there (never to a private, loopback or link-local address, written as one or resolving to one: those are a 400 INVALID_PARAMETER) */
                    fallback?: string;
                    /** @description output format; auto picks AVIF, WebP or PNG from Accept; when absent, a monogram placeholder is SVG */
                    format?: "webp" | "png" | "avif" | "jpg" | "svg" | "auto";
                    /** @description neutral grey output */
                    greyscale?: "true" | "false" | "1" | "0" | "yes" | "no" | "on" | "off";
                    /** @description double the pixels */
                    retina?: "true" | "false" | "1" | "0" | "yes" | "no" | "on" | "off";
                    /** @description longest side in pixels; ignored for SVG */
                    size?: number;
                    /** @description auto as stored; dark for dark backgrounds (stored dark variant or automatic recolouring) */
                    theme?: "auto" | "light" | "dark";
                    /** @description cache-busting token, accepted and ignored */
                    v?: string;
                    /** @description icon (square mark), symbol (bare mark) or logo (wordmark); the nearest one is served when missing */
                    variant?: "icon" | "logo" | "symbol";
                };
                header?: never;
                path: {
                    /** @description ticker symbol; share classes with a dot or dash (BRK.B, BRK-B); an exchange after a colon or dot where it disambiguates (NYSE, NASDAQ, CBOE, OTC): AAPL:NASDAQ */
                    symbol: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description the logo, or what fallback asks for when there is none: a monogram (X-Logo-Source: monogram) or a transparent image (X-Logo-Source: transparent) */
                200: {
                    headers: {
                        /** @description "public, max-age=86400" for logos, "public, max-age=3600" for monograms and transparent images; private instead of public when answered to an API key */
                        "Cache-Control"?: string;
                        /** @description strong ETag; If-None-Match answers 304 */
                        ETag?: string;
                        /** @description requests allowed per minute */
                        "RateLimit-Limit"?: number;
                        /** @description requests left in this minute */
                        "RateLimit-Remaining"?: number;
                        /** @description seconds until the minute window resets */
                        "RateLimit-Reset"?: number;
                        /** @description Authorization, X-API-Key, Origin on key-less answers (and Accept with format=auto) */
                        Vary?: string;
                        /** @description the primary domain of the brand that answered (after aliases, subdomains, name or ticker resolution); for a monogram, the domain asked for */
                        "X-Logo-Domain"?: string;
                        /** @description stored (the source logo as is), rendered (made from it for this request), prebuilt (the object logos build wrote for this request), or the fallback that answered: monogram or transparent; gravatar for the avatar of a personal address (GET /v1/email/{address}) */
                        "X-Logo-Source"?: "stored" | "rendered" | "prebuilt" | "monogram" | "transparent" | "gravatar";
                        /** @description the theme served (real logos only) */
                        "X-Logo-Theme"?: string;
                        /** @description present only when the answer is larger than the stored raster (a small favicon): the factor its pixels were enlarged by, at most 4; beyond that the image is centred on a transparent canvas of the asked size. Ask fallback=404 or a smaller size to avoid it (brand data gives each logo's nativeSize) */
                        "X-Logo-Upscaled"?: string;
                        /** @description the variant served (real logos only) */
                        "X-Logo-Variant"?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "image/avif": string;
                        "image/jpeg": string;
                        "image/png": string;
                        "image/svg+xml": string;
                        "image/webp": string;
                    };
                };
                /** @description no logo, and fallback is an https URL: a redirect there */
                302: {
                    headers: {
                        /** @description "public, max-age=3600", private when answered to an API key */
                        "Cache-Control"?: string;
                        /** @description the fallback URL, as given */
                        Location?: string;
                        /** @description requests allowed per minute */
                        "RateLimit-Limit"?: number;
                        /** @description requests left in this minute */
                        "RateLimit-Remaining"?: number;
                        /** @description seconds until the minute window resets */
                        "RateLimit-Reset"?: number;
                        /** @description redirect */
                        "X-Logo-Source"?: "redirect";
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description not modified: the If-None-Match ETag still matches */
                304: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description INVALID_PARAMETER */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "code": "INVALID_PARAMETER",
                         *       "message": "A query parameter, body field or legacy file name has a value outside what it allows (control and bidirectional-override characters included); the message names it."
                         *     }
                         */
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description UNAUTHORIZED (no key, no trusted origin) or INVALID_API_KEY */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "code": "UNAUTHORIZED",
                         *       "message": "No credentials: send an API key or call from a trusted origin (GET /v1/me, POST /v1/refresh and /v1/webhooks always need a key)."
                         *     }
                         */
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description LOGO_NOT_FOUND (fallback=404) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "code": "LOGO_NOT_FOUND",
                         *       "message": "No logo (or not the asked variant) exists and fallback=404 was asked."
                         *     }
                         */
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description RATE_LIMITED: per-minute limit or monthly quota reached */
                429: {
                    headers: {
                        /** @description seconds to wait */
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "code": "RATE_LIMITED",
                         *       "message": "The per-minute rate limit or the monthly quota is reached; see Retry-After."
                         *     }
                         */
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description RENDER_FAILED or INTERNAL_ERROR */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "code": "RENDER_FAILED",
                         *       "message": "The stored logo could not be decoded, sanitised or rendered within RENDER_DEADLINE_MS; the source is then refused at once for RENDER_FAILURE_TTL_S."
                         *     }
                         */
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description OVERLOADED: the render queue is full */
                503: {
                    headers: {
                        /** @description seconds to wait */
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "code": "OVERLOADED",
                         *       "message": "Every render process is busy and the render queue is full; retry after Retry-After seconds (stored and cached logos are still served)."
                         *     }
                         */
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The account's webhooks and their latest deliveries
         * @description Needs an API key. Secrets are never listed; they are shown once, when a webhook is created.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description webhooks and deliveries */
                200: {
                    headers: {
                        /** @description requests allowed per minute */
                        "RateLimit-Limit"?: number;
                        /** @description requests left in this minute */
                        "RateLimit-Remaining"?: number;
                        /** @description seconds until the minute window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Webhooks"];
                    };
                };
                /** @description UNAUTHORIZED (no key, no trusted origin) or INVALID_API_KEY */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "code": "UNAUTHORIZED",
                         *       "message": "No credentials: send an API key or call from a trusted origin (GET /v1/me, POST /v1/refresh and /v1/webhooks always need a key)."
                         *     }
                         */
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description RATE_LIMITED: per-minute limit or monthly quota reached */
                429: {
                    headers: {
                        /** @description seconds to wait */
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "code": "RATE_LIMITED",
                         *       "message": "The per-minute rate limit or the monthly quota is reached; see Retry-After."
                         *     }
                         */
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description RENDER_FAILED or INTERNAL_ERROR */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "code": "RENDER_FAILED",
                         *       "message": "The stored logo could not be decoded, sanitised or rendered within RENDER_DEADLINE_MS; the source is then refused at once for RENDER_FAILURE_TTL_S."
                         *     }
                         */
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description OVERLOADED: the render queue is full */
                503: {
                    headers: {
                        /** @description seconds to wait */
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "code": "OVERLOADED",
                         *       "message": "Every render process is busy and the render queue is full; retry after Retry-After seconds (stored and cached logos are still served)."
                         *     }
                         */
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Register a webhook that hears when a brand the account asked for changes its logo
         * @description Needs an API key. The URL must be https and reach a public address. The answer holds the signing secret, shown this once. Each notice is a POST of JSON signed with X-Logos-Signature: sha256=HMAC-SHA256(secret, "<X-Logos-Timestamp>.<body>") (docs/freshness.md).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /**
                         * @description where notices are POSTed: https only, a public address, at most 2048 characters
                         * @example https://hooks.example.com/logos
                         */
                        url: string;
                    };
                };
            };
            responses: {
                /** @description created; keep the secret */
                201: {
                    headers: {
                        /** @description requests allowed per minute */
                        "RateLimit-Limit"?: number;
                        /** @description requests left in this minute */
                        "RateLimit-Remaining"?: number;
                        /** @description seconds until the minute window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CreatedWebhook"];
                    };
                };
                /** @description INVALID_PARAMETER: url missing, not https, too long, or not a public address */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "code": "INVALID_PARAMETER",
                         *       "message": "A query parameter, body field or legacy file name has a value outside what it allows (control and bidirectional-override characters included); the message names it."
                         *     }
                         */
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description UNAUTHORIZED (no key, no trusted origin) or INVALID_API_KEY */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "code": "UNAUTHORIZED",
                         *       "message": "No credentials: send an API key or call from a trusted origin (GET /v1/me, POST /v1/refresh and /v1/webhooks always need a key)."
                         *     }
                         */
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description WEBHOOK_LIMIT: the plan's number of webhooks is reached */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "code": "WEBHOOK_LIMIT",
                         *       "message": "The account already has as many webhooks as its plan allows; delete one first."
                         *     }
                         */
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description RATE_LIMITED: per-minute limit or monthly quota reached */
                429: {
                    headers: {
                        /** @description seconds to wait */
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "code": "RATE_LIMITED",
                         *       "message": "The per-minute rate limit or the monthly quota is reached; see Retry-After."
                         *     }
                         */
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description RENDER_FAILED or INTERNAL_ERROR */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "code": "RENDER_FAILED",
                         *       "message": "The stored logo could not be decoded, sanitised or rendered within RENDER_DEADLINE_MS; the source is then refused at once for RENDER_FAILURE_TTL_S."
                         *     }
                         */
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description OVERLOADED: the render queue is full */
                503: {
                    headers: {
                        /** @description seconds to wait */
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "code": "OVERLOADED",
                         *       "message": "Every render process is busy and the render queue is full; retry after Retry-After seconds (stored and cached logos are still served)."
                         *     }
                         */
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a webhook and its deliveries
         * @description Needs an API key. Another account's webhook answers like an unknown one.
         */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description the webhook's id, as created */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description deleted */
                204: {
                    headers: {
                        /** @description requests allowed per minute */
                        "RateLimit-Limit"?: number;
                        /** @description requests left in this minute */
                        "RateLimit-Remaining"?: number;
                        /** @description seconds until the minute window resets */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description UNAUTHORIZED (no key, no trusted origin) or INVALID_API_KEY */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "code": "UNAUTHORIZED",
                         *       "message": "No credentials: send an API key or call from a trusted origin (GET /v1/me, POST /v1/refresh and /v1/webhooks always need a key)."
                         *     }
                         */
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description WEBHOOK_NOT_FOUND */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "code": "WEBHOOK_NOT_FOUND",
                         *       "message": "The account has no webhook with this id."
                         *     }
                         */
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description RATE_LIMITED: per-minute limit or monthly quota reached */
                429: {
                    headers: {
                        /** @description seconds to wait */
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "code": "RATE_LIMITED",
                         *       "message": "The per-minute rate limit or the monthly quota is reached; see Retry-After."
                         *     }
                         */
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description RENDER_FAILED or INTERNAL_ERROR */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "code": "RENDER_FAILED",
                         *       "message": "The stored logo could not be decoded, sanitised or rendered within RENDER_DEADLINE_MS; the source is then refused at once for RENDER_FAILURE_TTL_S."
                         *     }
                         */
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description OVERLOADED: the render queue is full */
                503: {
                    headers: {
                        /** @description seconds to wait */
                        "Retry-After"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "code": "OVERLOADED",
                         *       "message": "Every render process is busy and the render queue is full; retry after Retry-After seconds (stored and cached logos are still served)."
                         *     }
                         */
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        AccountOrigin: {
            /** @example 2026-03-01T10:00:00.000Z */
            created: string;
            /** @description when an unproven claim lapses (ORIGIN_CLAIM_TTL after registering); null once proven */
            expires: string | null;
            /**
             * @description normalised: lower case, no default port, no trailing slash
             * @example https://app.example.com
             */
            origin: string;
            /**
             * @description how: a DNS TXT record, the well-known file, or the operator (origins registered before proof was asked for)
             * @enum {string|null}
             */
            proof: "dns" | "file" | "operator" | null;
            /** @description whether the account proved it controls the origin; only a proven origin's pages are served as the account */
            proven: boolean;
            /** @description when it was proven */
            verified: string | null;
        };
        AccountOriginClaim: components["schemas"]["AccountOrigin"] & {
            /** @description how to prove control: either the DNS record or the file, then POST /v1/origins/verify */
            challenge: {
                /**
                 * @example {
                 *       "name": "_logos-challenge.app.example.com",
                 *       "type": "TXT",
                 *       "value": "logos-site-verification=3q2…"
                 *     }
                 */
                dns: {
                    name: string;
                    /** @enum {string} */
                    type: "TXT";
                    value: string;
                };
                /**
                 * @description or a file answering 200 at this URL, without a redirect, whose body holds the token
                 * @example {
                 *       "url": "https://app.example.com/.well-known/logos-site-verification.txt",
                 *       "body": "3q2…"
                 *     }
                 */
                file: {
                    body: string;
                    url: string;
                };
                /** @description shown this once; remove the origin and register it again for a new one */
                token: string;
            };
        };
        AccountOrigins: {
            /** @description the plan's maxOrigins, unproven claims included */
            limit: number;
            origins: components["schemas"]["AccountOrigin"][];
        };
        /** @description the brand record as GET /v1/brand/{domain} answers it, or null when the catalog has none */
        Brand: {
            aliases: string[];
            /**
             * Format: date-time
             * @description when discovery last looked at the brand, whatever it found (POST /v1/refresh asks for a look now); null when it never did
             * @example 2026-01-10T08:00:00.000Z
             */
            checkedAt: string | null;
            colors: {
                hex: string;
                /** @enum {string} */
                type: "brand" | "accent" | "dark" | "light";
            }[] | null;
            description: string | null;
            domain: string;
            employees: number | null;
            /**
             * @description where each known fact came from, keyed by field (name, description, colors, employees, socials.<platform>): what discovery read ("website json-ld", "website meta description", "website link", "guessed from the domain", ...), else the record's curated source (e.g. "simple-icons+facts", "wikidata", "listings"). Curated facts always win over discovered ones.
             * @example {
             *       "name": "simple-icons+facts",
             *       "description": "website meta description",
             *       "socials.x": "website json-ld sameAs"
             *     }
             */
            factSources: {
                [key: string]: string;
            };
            /** @description year the company was founded, where a listing states it */
            founded: number | null;
            /** @description GICS 2023 classification, all four levels */
            industry: {
                industry: {
                    code: string;
                    name: string;
                };
                industry_group: {
                    code: string;
                    name: string;
                };
                sector: {
                    code: string;
                    name: string;
                };
                sub_industry: {
                    code: string;
                    name: string;
                };
            } | null;
            logos: {
                /** @enum {string} */
                format: "svg" | "png" | "webp" | "avif" | "jpg";
                height: number;
                /**
                 * @description the longest side of the stored raster in pixels (null for SVG, sharp at any size): a larger answer is enlarged, at most 4 times, and says so in X-Logo-Upscaled
                 * @example 32
                 */
                nativeSize: number | null;
                provenance: {
                    derivedFrom?: string;
                    /** Format: date-time */
                    discoveredAt?: string;
                    note?: string;
                    /** @description discovered logos: the provider that found it (website, github, x, ...) */
                    provider?: string;
                    /** @description discovered logos: the scorer's confidence */
                    score?: number;
                    /** @description simple-icons, iconify-logos, discovery, or the brand file that supplied it */
                    source: string;
                    url?: string;
                };
                /** @enum {string} */
                theme: "light" | "dark";
                /** Format: uri */
                url: string;
                /** @enum {string} */
                variant: "icon" | "logo" | "symbol";
                width: number;
            }[];
            name: string;
            socials: {
                facebook?: string;
                github?: string;
                instagram?: string;
                linkedin?: string;
                tiktok?: string;
                x?: string;
                youtube?: string;
            } | null;
            /** @description the listed company's stock symbol and exchange (S&P 500), answered by /v1/ticker/{symbol} */
            ticker: {
                exchange: string;
                symbol: string;
            } | null;
            /**
             * Format: date-time
             * @description when the brand's stored logos last changed (one added, replaced or removed by an import, discovery or an operator); null before any
             * @example 2025-11-02T14:21:07.512Z
             */
            updatedAt: string | null;
        } | null;
        CreatedWebhook: components["schemas"]["Webhook"] & {
            /**
             * @description the signing secret, shown in this response only: keep it to verify X-Logos-Signature
             * @example whsec_5b0mM2bq0x5dJp1ZfW3tq2yQn8cVd7rGk1hLs4uEa9o
             */
            secret: string;
        };
        Error: {
            /** @enum {string} */
            code: "INVALID_DOMAIN" | "INVALID_EMAIL" | "INVALID_PARAMETER" | "DUPLICATE_PARAMETER" | "UNAUTHORIZED" | "INVALID_API_KEY" | "LOGO_NOT_FOUND" | "BRAND_NOT_FOUND" | "MERCHANT_NOT_FOUND" | "NOT_FOUND" | "WEBHOOK_NOT_FOUND" | "WEBHOOK_LIMIT" | "CSRF_TOKEN_INVALID" | "RATE_LIMITED" | "RENDER_FAILED" | "DISCOVERY_QUEUE_FULL" | "OVERLOADED" | "INVALID_IMAGE" | "PAYLOAD_TOO_LARGE" | "DOMAIN_NOT_REQUESTED" | "PLAN_LIMIT_REACHED" | "FORBIDDEN" | "OVERRIDE_NOT_FOUND" | "INVALID_ORIGIN" | "ORIGIN_PUBLIC_SUFFIX" | "ORIGIN_TAKEN" | "ORIGIN_NOT_PROVEN" | "ORIGIN_NOT_FOUND" | "NOTHING_TO_REVERT" | "FALLBACK_URLS_OFF" | "FALLBACK_HOST_NOT_ALLOWED" | "WEBHOOK_PORT_NOT_ALLOWED" | "INTERNAL_ERROR";
            message: string;
        };
        FallbackHosts: {
            /**
             * @description 0 to 20 hosts that fallback=<URL> may redirect to for this account: a host, or *. and a domain for its subdomains; [] allows any public host
             * @example [
             *       "cdn.example.com",
             *       "*.assets.example.com"
             *     ]
             */
            hosts: string[];
        };
        Health: {
            /** @description true when every database answered a real query */
            database: {
                connected: boolean;
            };
            /** @description each database by name (catalog, state) */
            databases: {
                [key: string]: "ok" | "unreachable" | "damaged" | "missing";
            };
            /** Format: date-time */
            date: string;
            /** @enum {string} */
            status: "ok" | "unavailable";
        };
        LogoHistory: {
            domain: string;
            entries: {
                at: string | null;
                /** @example admin:ops@example.com */
                by: string;
                /** @description served now */
                current: boolean;
                format?: string;
                revertedAt?: string | null;
                storageKey?: string;
                theme: string;
                url?: string;
                variant: string;
                /** @enum {string} */
                what: "seed" | "discovery" | "pin" | "revert";
            }[];
        };
        /**
         * @example {
         *       "jsonrpc": "2.0",
         *       "id": 1,
         *       "method": "tools/call",
         *       "params": {
         *         "name": "get_logo_url",
         *         "arguments": {
         *           "domain": "stripe.com",
         *           "size": 64
         *         }
         *       }
         *     }
         */
        McpMessage: {
            id?: string | number;
            /** @enum {string} */
            jsonrpc: "2.0";
            method: string;
            params?: {
                [key: string]: unknown;
            };
        };
        Me: {
            account: {
                created: string;
                email: string;
                id: string;
                plan: string;
            };
            key: {
                created: string;
                id: string;
                lastUsed: string | null;
                name: string;
                prefix: string;
            };
            plan: {
                monthlyQuota: number | null;
                name: string;
                rateLimitPerMinute: number;
            };
            usage: {
                month: number;
                remainingThisMonth: number | null;
                today: number;
            };
        };
        Merchant: {
            brand: components["schemas"]["Brand"];
            /**
             * @description how sure the domain is, 0 to 1; 0 without a domain
             * @example 0.99
             */
            confidence: number;
            /**
             * @description the brand's domain; null when no brand is known for sure
             * @example amazon.com
             */
            domain: string | null;
            /**
             * @description the cleaned merchant name (the brand's name when one matched); its monogram when domain is null
             * @example Amazon
             */
            merchant: string;
            /**
             * @description the line as sent
             * @example AMZN Mktp US*2K4AB1CD3
             */
            query: string;
            /**
             * @description the rule that answered: alias:<printed form>, ticket:<carrier> <code>, domain, name, name-without-suffix, explained:<name> + <word>=<what it is> ..., name-without-city or none; then place:<place>=<countries> not:<domain> ... when a brand of the name on another country's domain was passed over
             * @example alias:AMZN MKTP
             */
            via: string;
        };
        MerchantBatch: {
            results: (components["schemas"]["Merchant"] | components["schemas"]["MerchantNotFound"])[];
        };
        MerchantBatchRequest: {
            /**
             * @description the issuer's country (ISO 3166-1 alpha-2): US or CA reads state or province codes after the name, another country none; absent reads both
             * @example US
             */
            country?: string;
            /**
             * @description 1 to 100 statement lines, each counted as one request
             * @example [
             *       "AMZN Mktp US*2K4AB1CD3",
             *       "SQ *JOES DELI Brooklyn NY",
             *       "VENMO *JANE DOE"
             *     ]
             */
            lines: string[];
        };
        /** @description a line that names no merchant */
        MerchantNotFound: {
            error: components["schemas"]["Error"];
            query: string;
        };
        Override: {
            /** @example 2026-03-01T10:00:00.000Z */
            created: string;
            /** @example stripe.com */
            domain: string;
            /**
             * @description as stored: SVG sanitised, any raster re-encoded as PNG of at most 1024 px
             * @enum {string}
             */
            format: "svg" | "png";
            height: number;
            width: number;
        };
        Overrides: {
            /** @description the plan's maxOverrides */
            limit: number;
            overrides: components["schemas"]["Override"][];
        };
        Refresh: {
            /**
             * Format: date-time
             * @description when discovery last looked at the brand, before this refresh
             */
            checkedAt: string | null;
            /**
             * @description the brand domain queued (an alias is queued as its brand)
             * @example acme.com
             */
            domain: string;
            /**
             * @description place among refreshes waiting (1 is next); null while running
             * @example 1
             */
            position: number | null;
            /**
             * @description queued: waiting for a discovery worker; running: being looked at now
             * @enum {string}
             */
            state: "queued" | "running";
            /**
             * Format: date-time
             * @description when the brand's logo last changed
             */
            updatedAt: string | null;
        };
        Report: {
            /** @example stripe.com */
            domain: string;
            /** @description what the brand's next discovery runs leave out */
            excluded: {
                contentHash: string | null;
                url: string | null;
            };
            id: number;
            /**
             * @description a discovery run of the brand is due now
             * @enum {string}
             */
            rediscovery: "queued";
        };
        ReportRequest: {
            /**
             * @description the wrong image's URL (http or https, at most 2048 characters); without it, the logo served by default is the one reported
             * @example https://www.example.com/og-image.png
             */
            imageUrl?: string;
            /**
             * @description what is wrong, 1 to 500 characters
             * @example this is the old logo from before the 2024 rebrand
             */
            reason: string;
        };
        SearchHit: {
            domain: string;
            /**
             * Format: uri
             * @description canonical logo URL of the brand
             */
            logo: string;
            name: string;
            /** @description the listed company's stock symbol and exchange (S&P 500), answered by /v1/ticker/{symbol} */
            ticker: {
                exchange: string;
                symbol: string;
            } | null;
        };
        SearchResults: components["schemas"]["SearchHit"][];
        Webhook: {
            /** Format: date-time */
            createdAt: string;
            /** @example wh_3kTq9sV0aZxY */
            id: string;
            /**
             * Format: uri
             * @example https://hooks.example.com/logos
             */
            url: string;
        };
        WebhookDelivery: {
            attempts: number;
            /** Format: date-time */
            createdAt: string;
            /** @example acme.com */
            domain: string;
            /** @example dlv_Vq2bK9x0pLmN */
            id: string;
            /** Format: date-time */
            lastAttemptAt: string | null;
            lastError: string | null;
            /** @description the receiver's HTTP status on the last attempt; null when it was not reached */
            lastStatus: number | null;
            /**
             * Format: date-time
             * @description when a pending delivery is tried next
             */
            nextAttemptAt: string;
            /**
             * @description pending (retried with back-off), delivered (a 2xx answer) or failed (gave up)
             * @enum {string}
             */
            status: "pending" | "delivered" | "failed";
            /** Format: uri */
            url: string;
            webhookId: string;
        };
        Webhooks: {
            /** @description the account's latest deliveries, newest first (at most 50) */
            deliveries: components["schemas"]["WebhookDelivery"][];
            /** @description webhooks the account's plan allows */
            limit: number;
            webhooks: components["schemas"]["Webhook"][];
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
