package sqlite

import "encoding/json"

// encodeAttributes is the products.attributes JSON object; none is {}.
func encodeAttributes(attrs map[string]string) (string, error) {
	if len(attrs) == 0 {
		return "{}", nil
	}
	data, err := json.Marshal(attrs)
	return string(data), err
}

// decodeAttributes reads the JSON object back; none is nil.
func decodeAttributes(data string) (map[string]string, error) {
	if attrs, ok := flatObject(data); ok {
		if len(attrs) == 0 {
			return nil, nil
		}
		return attrs, nil
	}
	var attrs map[string]string
	if err := json.Unmarshal([]byte(data), &attrs); err != nil {
		return nil, err
	}
	if len(attrs) == 0 {
		return nil, nil
	}
	return attrs, nil
}
