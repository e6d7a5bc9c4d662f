#!/bin/sh
# The front door's health check (Dockerfile, docker-compose.yml): healthy when
# nginx answers on its health server. Each check also asks that server for the
# site-down page in both languages (hotel/site-down.conf), which refreshes the
# door's copy of it while the site is up; while the site is down the copy
# stays, and the check stays healthy.
wget -q -O /dev/null http://127.0.0.1:8081/health || exit 1
for locale in ar en; do
  wget -q -T 1 -O /dev/null "http://127.0.0.1:8081/site-down/$locale" || true
done
# With https: the certificate, named in the check's output (docker inspect);
# unhealthy when it has expired or its renewal is failing (proxy-tls).
proxy-tls health
