// Package deploy_test keeps the deployment files honest without Docker or a
// cluster: every variable they set must be a real Pallet setting, and the
// settings they describe must pass config.Load (production ones included).
package deploy_test

import (
	"net"
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"go.yaml.in/yaml/v3"

	"github.com/palletshop/pallet/adapters/config"
)

// goRuntimeVars are read by the Go runtime, not by adapters/config.
var goRuntimeVars = map[string]bool{"GOMEMLIMIT": true}

// parsedSecrets stand in for secrets whose shape config checks.
var parsedSecrets = map[string]string{"PALLET_SMTP_URL": "smtps://user:from-secret@smtp.example.com"}

type envVar struct {
	Name      string
	Value     string
	ValueFrom *struct {
		SecretKeyRef *struct{ Name, Key string } `yaml:"secretKeyRef"`
	} `yaml:"valueFrom"`
}

type deployment struct {
	Spec struct {
		Template struct {
			Spec struct {
				Containers []struct {
					Env []envVar
				}
			}
		}
	}
}

func readYAML(t *testing.T, path string, into any) {
	t.Helper()
	raw, err := os.ReadFile(path)
	require.NoError(t, err)
	require.NoError(t, yaml.Unmarshal(raw, into), path)
}

// k8sEnv is what a pod sees: the ConfigMap, then the container env with each
// secret reference replaced by a placeholder value.
func k8sEnv(t *testing.T) (env map[string]string, secretRefs []string) {
	var cm struct{ Data map[string]string }
	readYAML(t, "k8s/configmap.yaml", &cm)
	var d deployment
	readYAML(t, "k8s/deployment.yaml", &d)
	require.Len(t, d.Spec.Template.Spec.Containers, 1)
	env = map[string]string{}
	for k, v := range cm.Data {
		env[k] = v
	}
	for _, e := range d.Spec.Template.Spec.Containers[0].Env {
		if e.ValueFrom != nil && e.ValueFrom.SecretKeyRef != nil {
			secretRefs = append(secretRefs, e.Name)
			env[e.Name] = "from-secret-" + e.ValueFrom.SecretKeyRef.Key
			if v, ok := parsedSecrets[e.Name]; ok {
				env[e.Name] = v
			}
			continue
		}
		env[e.Name] = e.Value
	}
	return env, secretRefs
}

func composeEnv(t *testing.T) map[string]map[string]string {
	var c struct {
		Services map[string]struct{ Environment map[string]string }
	}
	readYAML(t, "compose.yaml", &c)
	out := map[string]map[string]string{}
	for name, svc := range c.Services {
		if len(svc.Environment) > 0 {
			out[name] = svc.Environment
		}
	}
	require.Contains(t, out, "app")
	require.Contains(t, out, "app-dev")
	return out
}

func load(env map[string]string) (config.Config, error) {
	return config.Load(func(k string) string { return env[k] }, "", "")
}

func TestEveryVariableIsAPalletSetting(t *testing.T) {
	src, err := os.ReadFile("../adapters/config/config.go")
	require.NoError(t, err)
	check := func(where, name string) {
		if !goRuntimeVars[name] {
			assert.True(t, strings.Contains(string(src), `"`+name+`"`), "%s sets %s, which adapters/config does not read", where, name)
		}
	}
	env, _ := k8sEnv(t)
	for name := range env {
		check("deploy/k8s", name)
	}
	for svc, vars := range composeEnv(t) {
		for name := range vars {
			check("compose service "+svc, name)
		}
	}
}

func TestKubernetesSettingsStartInProduction(t *testing.T) {
	env, secretRefs := k8sEnv(t)
	c, err := load(env)
	require.NoError(t, err)
	assert.True(t, c.Production())
	// Stateless replicas need a shared store and a shared image host.
	assert.Equal(t, config.StoreMongoDB, c.Store)
	assert.Equal(t, config.ImagesHost, c.Images)
	assert.False(t, c.DevAdmin)
	for _, secret := range []string{"MONGODB_URI", "STRIPE_SECRET_KEY", "STRIPE_WEBHOOK_SECRET", "PALLET_IMGHOST_KEY", "PALLET_SMTP_URL"} {
		assert.Contains(t, secretRefs, secret, "%s must come from a Secret by reference", secret)
	}
	assert.True(t, strings.HasPrefix(c.FirebaseCredentials, "/var/run/secrets/"), "credentials file is mounted from a Secret")
}

func TestKubernetesSettingsWithoutWebhookSecretAreRefused(t *testing.T) {
	env, _ := k8sEnv(t)
	delete(env, "STRIPE_WEBHOOK_SECRET")
	_, err := load(env)
	require.Error(t, err)
	assert.Contains(t, err.Error(), "STRIPE_WEBHOOK_SECRET")
}

func TestComposeAppsStart(t *testing.T) {
	for svc, env := range composeEnv(t) {
		c, err := load(env)
		require.NoError(t, err, svc)
		assert.Equal(t, config.StoreMongoDB, c.Store, svc)
		assert.Contains(t, c.MongoURI, "replicaSet=rs0", "%s needs the replica set for transactions", svc)
	}
}

// The dev-services app runs in development mode because production refuses
// stripe-mock and the auth emulator; this keeps that comment in compose.yaml true.
func TestDevServicesAppIsRefusedInProduction(t *testing.T) {
	env := composeEnv(t)["app-dev"]
	env["PALLET_ENV"] = "production"
	_, err := load(env)
	require.Error(t, err)
	assert.Regexp(t, "STRIPE_API_BASE|FIREBASE_AUTH_EMULATOR_HOST", err.Error())
	delete(env, "STRIPE_API_BASE")
	_, err = load(env)
	require.Error(t, err)
	assert.Contains(t, err.Error(), "FIREBASE_AUTH_EMULATOR_HOST")
}

func TestPrometheusScrapesTheMetricsPortAndTheServiceHidesIt(t *testing.T) {
	env, _ := k8sEnv(t)
	c, err := load(env)
	require.NoError(t, err)
	_, metricsPort, err := net.SplitHostPort(c.MetricsAddr)
	require.NoError(t, err, "production serves /metrics on PALLET_METRICS_ADDR")

	var pod struct {
		Spec struct {
			Template struct {
				Metadata struct{ Annotations map[string]string }
				Spec     struct {
					Containers []struct {
						Ports []struct {
							Name          string
							ContainerPort int `yaml:"containerPort"`
						}
					}
				}
			}
		}
	}
	readYAML(t, "k8s/deployment.yaml", &pod)
	assert.Equal(t, metricsPort, pod.Spec.Template.Metadata.Annotations["prometheus.io/port"])
	exposed := map[string]string{}
	for _, p := range pod.Spec.Template.Spec.Containers[0].Ports {
		exposed[p.Name] = strconv.Itoa(p.ContainerPort)
	}
	assert.Equal(t, metricsPort, exposed["metrics"])

	var svc struct {
		Spec struct {
			Ports []struct {
				TargetPort string `yaml:"targetPort"`
			}
		}
	}
	readYAML(t, "k8s/service.yaml", &svc)
	for _, p := range svc.Spec.Ports {
		assert.NotContains(t, []string{"metrics", metricsPort}, p.TargetPort, "the public Service must not route to /metrics")
	}
}

func TestTheImageServesMetricsOnTheirOwnPort(t *testing.T) {
	dockerfile, err := os.ReadFile("Dockerfile")
	require.NoError(t, err)
	assert.Regexp(t, `PALLET_METRICS_ADDR=0\.0\.0\.0:9090`, string(dockerfile))
	assert.Regexp(t, `EXPOSE 8080 9090`, string(dockerfile))
}
