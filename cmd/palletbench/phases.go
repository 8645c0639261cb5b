package main

import (
	"encoding/json"
	"fmt"
	"io"
	"os"
)

const catalogueLimit = 24

// loadPhases runs the catalogue on Pallet and nginx (in turns, so both see
// the same machine), then Pallet's other endpoints.
func loadPhases(r *results, o options, p *pallet, fx fixture, nginxDir string, log io.Writer) error {
	body, _, err := fetch(newLoadClient(1), p.base+catalogueURL(1))
	if err != nil {
		return fmt.Errorf("catalogue page 1: %w", err)
	}
	var list struct {
		Total int `json:"total"`
	}
	if err := json.Unmarshal(body, &list); err != nil || list.Total < 1 {
		return fmt.Errorf("catalogue page 1 is not a product list (%v): %.200s", err, body)
	}
	r.catalogueBytes = len(body)
	var paths []string
	for n := 1; n <= (list.Total+catalogueLimit-1)/catalogueLimit; n++ {
		paths = append(paths, catalogueURL(n))
	}
	spec := func(name string, base string, paths []string) loadSpec {
		urls := make([]string, len(paths))
		for i, path := range paths {
			urls[i] = base + path
		}
		return loadSpec{name: name, urls: urls, conns: o.conns, warmup: o.warmup, duration: o.duration}
	}
	if err := r.loadCatalogue(log, p, nginxDir, body,
		spec(fmt.Sprintf("GET /api/products?page=N&limit=%d (N = 1…%d)", catalogueLimit, len(paths)), p.base, paths),
		spec("same URLs, page 1's bytes as a static file", "", paths)); err != nil {
		return err
	}
	var productPaths []string
	for _, id := range fx.productIDs {
		productPaths = append(productPaths, "/api/products/"+id)
	}
	for _, s := range []loadSpec{
		spec(fmt.Sprintf("GET /api/products/{id} (%d ids)", len(productPaths)), p.base, productPaths),
		spec("GET / (HTML shell)", p.base, []string{"/"}),
		spec("GET /api/reviews", p.base, []string{"/api/reviews"}),
	} {
		if err := r.loadPallet(log, p, s); err != nil {
			return err
		}
	}
	return nil
}

func catalogueURL(page int) string {
	return fmt.Sprintf("/api/products?page=%d&limit=%d", page, catalogueLimit)
}

func (r *results) loadPallet(log io.Writer, p *pallet, spec loadSpec) error {
	step(log, "load: %s on Pallet, %d connections, %s + %s", spec.name, spec.conns, spec.warmup, spec.duration)
	rss := sampleRSS(p.pid())
	row, err := loadOn("Pallet", p.pid(), spec)
	row.peakRSSKB = rss.Stop()
	r.peakRSSKB = max(r.peakRSSKB, row.peakRSSKB)
	r.pallet = append(r.pallet, row)
	return err
}

// loadCatalogue measures the catalogue on Pallet and, in turns with it,
// its bytes on nginx; or on Pallet alone, recording why nginx wasn't.
func (r *results) loadCatalogue(log io.Writer, p *pallet, nginxDir string, body []byte, onPallet, onNginx loadSpec) error {
	n, missing, err := startNginxWith(nginxDir, body)
	if err != nil {
		return err
	}
	if n == nil {
		fmt.Fprintln(os.Stdout, missing)
		r.nginxMissing = missing
		return r.loadPallet(log, p, onPallet)
	}
	defer n.stop()
	for i, u := range onNginx.urls {
		onNginx.urls[i] = n.base + u
	}
	step(log, "load: %s on Pallet and on nginx in %d turns each, %d connections, %s + %s", onPallet.name, comparedRounds, onPallet.conns, onPallet.warmup, onPallet.duration)
	rss := sampleRSS(p.pid())
	pallet, nginx, err := loadInTurns(contender{"Pallet", p.pid(), onPallet}, contender{"nginx", n.pid(), onNginx}, comparedRounds)
	pallet.peakRSSKB = rss.Stop()
	r.peakRSSKB = max(r.peakRSSKB, pallet.peakRSSKB)
	r.pallet, r.nginx = append(r.pallet, pallet), &nginx
	return err
}

// loadOn runs spec and measures the server's CPU (pid and its children)
// and the load generator's own, both in % of one core.
func loadOn(server string, pid int, spec loadSpec) (loadRow, error) {
	serverCPU, selfCPU := startCPUMeter(pid, true), startCPUMeter(os.Getpid(), false)
	res, err := runLoad(spec)
	return loadRow{loadResult: res, server: server, serverCPU: serverCPU.percent(), loaderCPU: selfCPU.percent()}, err
}
