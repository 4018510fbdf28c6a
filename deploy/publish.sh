#!/usr/bin/env bash
# Publishes a build (dist/) to an nginx server, atomically: visitors get the whole old site or the
# whole new one, never half of each. .github/workflows/publish-nginx.yml runs it after every push
# to main and daily; a sysadmin runs it by hand the same way (deploy/README.md, "Publishing").
#
#   deploy/publish.sh --target deploy@www.helderwijs.example:/var/www/helderwijs   (over SSH)
#   deploy/publish.sh --target /var/www/helderwijs                                   (this machine)
#
# The site folder holds releases/<id>/ (one complete build each) and `current`, a symlink to the
# live one, which nginx serves (deploy/nginx/helderwijs.conf). A release is uploaded with rsync
# into releases/<id>.partial/ (files that did not change are hard links to the live release's),
# renamed to releases/<id>/ once complete, and made live by renaming a new symlink over `current`
# (rename(2) is atomic: no moment without a site). The build's nginx includes (dist-nginx/ beside
# dist/, which no other host publishes) go into the release as _nginx/. nginx is then reloaded,
# since it reads _nginx/page-headers.conf (each page's security policy) only when it starts. The hashed
# files (_astro/) of the release that was live stay in the new one, so a page a visitor loaded just
# before the switch still gets its styles and scripts. The newest releases are kept for rollback
# (--keep), older ones are removed.
#
# Options:
#   --target T   user@host:/path (over SSH) or /path (here); required
#   --dist D     the build to publish (its nginx includes are D-nginx/, beside it); default dist
#   --keep N     releases to keep, the live one included; default 5, at least 2
#   --reload C   command run on the target after the switch; default
#                "sudo -n /usr/sbin/nginx -t -q && sudo -n /usr/sbin/nginx -s reload"; "" for none
# Environment: PUBLISH_SSH, the remote shell (default "ssh -o BatchMode=yes"), used for commands and
# by rsync; PUBLISH_RELEASE, the release's name (default: the time, UTC, and the commit).
set -euo pipefail

target=''
dist='dist'
keep=5
reload='sudo -n /usr/sbin/nginx -t -q && sudo -n /usr/sbin/nginx -s reload'
ssh_command=${PUBLISH_SSH:-ssh -o BatchMode=yes}

fail() {
  echo "publish: $*" >&2
  exit 1
}

while [ $# -gt 0 ]; do
  case "$1" in
    --target) target=${2:-}; shift 2 ;;
    --dist) dist=${2:-}; shift 2 ;;
    --keep) keep=${2:-}; shift 2 ;;
    --reload) reload=${2-}; shift 2 ;;
    -h | --help) sed -n '2,/^set -euo/p' "$0" | sed '$d; s/^# \{0,1\}//'; exit 0 ;;
    *) fail "unknown option $1 (see --help)" ;;
  esac
done

[ -n "$target" ] || fail 'say where to publish: --target user@host:/var/www/helderwijs or --target /var/www/helderwijs'
[[ "$keep" =~ ^[0-9]+$ ]] && [ "$keep" -ge 2 ] || fail "--keep must be 2 or more (the live release and one to roll back to), not $keep"
# The build writes nginx's includes beside its folder (src/integrations/page-headers.ts).
nginx_dir="${dist%/}-nginx"
[ -f "$dist/index.html" ] && [ -f "$nginx_dir/page-headers.conf" ] ||
  fail "$dist/ is not a build of the site (no index.html, or no $nginx_dir/page-headers.conf beside it): run npm run build first"

# user@host:/path goes over SSH; a path (absolute or relative, with no colon before its first slash) is here.
if [[ "$target" =~ ^([^/:]+):(/.*)$ ]]; then
  host=${BASH_REMATCH[1]}
  site=${BASH_REMATCH[2]}
else
  host=''
  site=$(realpath -m "$target")
fi
site=${site%/}

commit=${GITHUB_SHA:-$(git rev-parse HEAD 2> /dev/null || true)}
release=${PUBLISH_RELEASE:-$(date -u +%Y%m%dT%H%M%SZ)${commit:+-${commit:0:7}}}
[[ "$release" =~ ^[A-Za-z0-9._-]+$ ]] || fail "release name $release may hold letters, digits, '.', '_' and '-' only"

# A word in single quotes for any POSIX shell (bash's printf %q may write $'…', which sh does not read).
quote() {
  printf "'%s'" "$(printf '%s' "$1" | sed "s/'/'\\\\''/g")"
}

# Runs a POSIX shell script on the target (over SSH, or here), with the site folder and the
# release as $1 and $2.
on_target() {
  local script="set -eu; $1"
  if [ -n "$host" ]; then
    # ssh hands the remote shell one line: every word is quoted for it.
    # shellcheck disable=SC2086 # the remote shell is a command with its options
    $ssh_command "$host" "sh -c $(quote "$script") publish $(quote "$site") $(quote "$release")"
  else
    sh -c "$script" publish "$site" "$release"
  fi
}

echo "publish: $dist/ → ${host:+$host:}$site/releases/$release"

# 1. The folder layout, and whether a release is live already (the first publish has none).
live=$(on_target '
  site=$1 release=$2
  mkdir -p "$site/releases"
  if [ -e "$site/current" ] && [ ! -L "$site/current" ]; then
    echo "$site/current is a folder, not a symlink to a release: make it one (deploy/README.md, \"From the old layout\")" >&2
    exit 1
  fi
  if [ -e "$site/index.html" ]; then
    echo "$site holds a site of its own (index.html), which nginx may be serving: move it into a release (deploy/README.md, \"From the old layout\")" >&2
    exit 1
  fi
  [ ! -e "$site/releases/$release" ] || { echo "$site/releases/$release exists already" >&2; exit 1; }
  rm -rf "$site/releases/$release.partial"
  if [ -L "$site/current" ]; then readlink "$site/current"; fi
')

# 2. Upload into a folder visitors never see; unchanged files become hard links to the live release's.
destination="$site/releases/$release.partial/"
rsync_options=(--archive --human-readable --stats)
[ -n "$live" ] && rsync_options+=(--link-dest="$site/current/")
# The site, then nginx's includes into its _nginx/ (rsync's --link-dest is relative to the destination).
nginx_options=(--archive)
[ -n "$live" ] && nginx_options+=(--link-dest="$site/current/_nginx/")
if [ -n "$host" ]; then
  rsync "${rsync_options[@]}" --rsh="$ssh_command" "$dist/" "$host:$destination" | sed -n 's/^Total transferred file size/publish: uploaded/p'
  rsync "${nginx_options[@]}" --rsh="$ssh_command" "$nginx_dir/" "$host:${destination}_nginx/"
else
  rsync "${rsync_options[@]}" "$dist/" "$destination" | sed -n 's/^Total transferred file size/publish: uploaded/p'
  rsync "${nginx_options[@]}" "$nginx_dir/" "${destination}_nginx/"
fi

# 3. Keep the live release's hashed files, then mark the release complete and switch to it.
on_target '
  site=$1 release=$2
  new="$site/releases/$release.partial"
  # Which hashed files this build made, so the next release carries over these and no older ones.
  mkdir -p "$new/_release"
  (cd "$new" && find _astro -type f 2> /dev/null | sort > _release/own-assets.txt)
  if [ -f "$site/current/_release/own-assets.txt" ]; then
    while IFS= read -r file; do
      if [ ! -e "$new/$file" ] && [ -f "$site/current/$file" ]; then
        mkdir -p "$(dirname "$new/$file")"
        ln "$site/current/$file" "$new/$file" 2> /dev/null || cp -p "$site/current/$file" "$new/$file"
      fi
    done < "$site/current/_release/own-assets.txt"
  fi
  mv "$new" "$site/releases/$release"
  ln -sfn "releases/$release" "$site/current.next"
  mv -T "$site/current.next" "$site/current"
'
echo "publish: live: $site/current → releases/$release"

# 4. nginx reads the new release's page headers. If it cannot, the release that was live returns.
if [ -n "$reload" ]; then
  if ! on_target "$reload"; then
    if [ -n "$live" ]; then
      on_target "ln -sfn $(quote "$live") \"\$1/current.next\" && mv -T \"\$1/current.next\" \"\$1/current\""
      fail "reloading nginx failed (\"$reload\"): $live is live again; releases/$release stays for a look"
    fi
    fail "reloading nginx failed (\"$reload\"); releases/$release is live, check nginx"
  fi
  echo 'publish: nginx reloaded'
fi

# 5. Keep the newest releases (names sort by time), never the live one.
on_target "
  site=\$1 release=\$2
  cd \"\$site/releases\"
  for old in \$(ls -1 | grep -v '\\.partial\$' | sort -r | tail -n +$((keep + 1))); do
    [ \"\$old\" = \"\$release\" ] || rm -rf \"\$old\"
  done
"
echo "publish: done; releases kept: $keep at most ($site/releases)"
